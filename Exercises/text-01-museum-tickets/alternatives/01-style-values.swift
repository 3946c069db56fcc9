// Alternative: builds each format style as a value with its locale, in a function per market, and applies it with format(_:).
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

/// The four lines of one market's receipt, each formatted in that market's locale.
func receipt(for market: Market) -> [String] {
    let locale = Locale(identifier: market.localeID)
    let money = FloatingPointFormatStyle<Double>.Currency(code: market.currencyCode, locale: locale)
    let share = FloatingPointFormatStyle<Double>.Percent(locale: locale)
    let day = Date.FormatStyle(locale: locale).day().month(.wide).year()
    let count = IntegerFormatStyle<Int>(locale: locale)
    let total = market.adultPrice * Double(adults) * (1 - groupDiscount)
    return [
        "== \(market.localeID)",
        "Total: " + money.format(total),
        "Group discount: " + share.format(groupDiscount),
        "Visit: " + day.format(visitDay),
        "Visitors this year: " + count.format(visitorsThisYear),
    ]
}

for line in markets.flatMap(receipt(for:)) {
    print(line)
}
