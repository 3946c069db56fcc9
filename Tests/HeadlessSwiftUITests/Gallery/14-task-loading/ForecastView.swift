import SwiftUI

struct Forecast: Identifiable {
    let id: String
    let high: Int
}

protocol ForecastLoading: Sendable {
    func load() async throws -> [Forecast]
}

struct CannedForecasts: ForecastLoading {
    func load() async throws -> [Forecast] {
        try await Task.sleep(for: .milliseconds(20))
        return [Forecast(id: "Mon", high: 21), Forecast(id: "Tue", high: 18)]
    }
}

struct ForecastView: View {
    enum Phase {
        case loading
        case loaded([Forecast])
        case failed(String)
    }

    let loader: any ForecastLoading
    @State private var phase = Phase.loading

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView("Loading forecast…")
            case .loaded(let days):
                List(days) { day in
                    LabeledContent(day.id, value: "\(day.high)°")
                }
            case .failed(let message):
                ContentUnavailableView("No forecast", systemImage: "cloud.slash", description: Text(message))
            }
        }
        .task {
            do {
                phase = .loaded(try await loader.load())
            } catch {
                phase = .failed(error.localizedDescription)
            }
        }
    }
}

#Preview {
    ForecastView(loader: CannedForecasts())
}
