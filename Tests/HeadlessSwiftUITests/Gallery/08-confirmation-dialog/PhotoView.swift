import SwiftUI

struct PhotoView: View {
    @State private var showOptions = false
    @State private var status = "Original"

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
            Text(status)
            Button("Options") { showOptions = true }
        }
        .confirmationDialog("Photo options", isPresented: $showOptions, titleVisibility: .visible) {
            Button("Make Black & White") { status = "Black & White" }
            Button("Remove", role: .destructive) { status = "Removed" }
        }
    }
}

#Preview {
    PhotoView()
}
