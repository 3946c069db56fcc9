// Swift programs that crash the way learner code does.

func descend(_ depth: Int) -> Int {
    var frame = [Int](repeating: depth, count: 16)
    frame[depth % 16] = descend(depth + 1)
    return frame.reduce(0, +)
}

let mode = CommandLine.arguments.dropFirst().first ?? ""
switch mode {
case "fatal-error":
    fatalError("the learner's program gave up")
case "recursion":
    print(descend(0))
case "allocate":
    // Reserves 4 GiB but never touches it, so a failed limit costs the machine nothing.
    let block = [UInt8](unsafeUninitializedCapacity: 4 << 30) { _, count in count = 0 }
    print("reserved \(block.capacity) bytes")
case "greet":
    while let line = readLine() {
        print("Hello, \(line)!")
    }
default:
    print("unknown mode \(mode)")
}
