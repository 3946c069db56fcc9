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

for market in markets {
    let locale = Locale(identifier: market.localeID)
    let total = market.adultPrice * Double(adults) * (1 - groupDiscount)
    print("== \(market.localeID)")
    print("Total: \(total.formatted(.currency(code: market.currencyCode).locale(locale)))")
    print("Group discount: \(groupDiscount.formatted(.percent.locale(locale)))")
    print("Visit: \(visitDay.formatted(.dateTime.day().month(.wide).year().locale(locale)))")
    print("Visitors this year: \(visitorsThisYear.formatted(.number.locale(locale)))")
}
