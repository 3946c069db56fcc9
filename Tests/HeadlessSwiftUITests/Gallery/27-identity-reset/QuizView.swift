import SwiftUI

struct AnswerField: View {
    let question: String
    var placeholder = "Answer"
    @State private var answer = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text(question)
            TextField(placeholder, text: $answer)
        }
    }
}

struct QuizView: View {
    @State private var questionNumber = 1
    @State private var showHint = false

    var body: some View {
        VStack {
            AnswerField(question: "Question \(questionNumber)")
                .id(questionNumber)
            if showHint {
                AnswerField(question: "Hint field", placeholder: "Notes")
            } else {
                AnswerField(question: "Notes field", placeholder: "Notes")
            }
            Button("Next question") { questionNumber += 1 }
            Toggle("Show hint", isOn: $showHint)
        }
    }
}

#Preview {
    QuizView()
}
