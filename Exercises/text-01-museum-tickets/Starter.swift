import Foundation

/// One country where the museum sells tickets online.
struct Market {
    let localeID: String
    let currencyCode: String
    let adultPrice: Double
}

let markets = [
    Market(localeID: "en_US", currencyCode: "USD", adultPrice: 24.5),
    Market(localeID: "de_DE", currencyCode: "EUR", adultPrice: 22),
    Market(localeID: "ja_JP", currencyCode: "JPY", adultPrice: 3200),
]

let adults = 3
let groupDiscount = 0.125             // 12.5 % off for groups of three or more
let visitorsThisYear = 1_284_650
let visitDay = Date(timeIntervalSince1970: 1_769_169_600)   // 23 January 2026, noon UTC

let slashDate = DateFormatter()
slashDate.dateFormat = "MM/dd/yyyy"

for market in markets {
    let total = market.adultPrice * Double(adults) * (1 - groupDiscount)
    print("== \(market.localeID)")
    print("Total: " + String(format: "%.2f", total) + " " + market.currencyCode)
    print("Group discount: " + String(format: "%.1f%%", groupDiscount * 100))
    print("Visit: " + slashDate.string(from: visitDay))
    print("Visitors this year: \(visitorsThisYear)")
}
