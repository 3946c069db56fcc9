// Alternative: one sheet for a new packet (a Bool, since it needs no value) and one driven by the packet being edited, with the detents in a small extension.
import SwiftUI

/// A packet of seeds brought to the swap table.
struct SeedPacket: Identifiable {
    let id: Int
    var variety: String
    var sowIn: String
}

/// Everything on the swap table. The editor sheet saves into it directly.
@MainActor
@Observable
final class SwapTable {
    var packets: [SeedPacket]
    private var nextID: Int

    init(packets: [SeedPacket]) {
        self.packets = packets
        nextID = (packets.map(\.id).max() ?? 0) + 1
    }

    func save(variety: String, sowIn: String, replacing id: Int?) {
        if let id, let index = packets.firstIndex(where: { $0.id == id }) {
            packets[index].variety = variety
            packets[index].sowIn = sowIn
        } else {
            packets.append(SeedPacket(id: nextID, variety: variety, sowIn: sowIn))
            nextID += 1
        }
    }

    func remove(_ id: Int) {
        packets.removeAll { $0.id == id }
    }
}

/// The list of packets. Tapping one edits it; "New packet" opens an empty editor.
struct SeedSwapScreen: View {
    let table: SwapTable
    @State private var isAdding = false
    @State private var editing: SeedPacket?

    var body: some View {
        NavigationStack {
            List(table.packets) { packet in
                Button("\(packet.variety) · sow in \(packet.sowIn)") { editing = packet }
            }
            .navigationTitle("Seed swap")
            .toolbar {
                Button("New packet") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                PacketEditor(table: table, packet: nil).sized()
            }
            .sheet(item: $editing) { packet in
                PacketEditor(table: table, packet: packet).sized()
            }
        }
    }
}

extension View {
    /// Half height first, with a grabber to pull it up.
    func sized() -> some View {
        presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
    }
}

/// Edits a copy of one packet (or a new one) and saves or cancels by itself.
struct PacketEditor: View {
    let table: SwapTable
    let packet: SeedPacket?
    @State private var variety: String
    @State private var sowIn: String
    @Environment(\.dismiss) private var dismiss

    init(table: SwapTable, packet: SeedPacket?) {
        self.table = table
        self.packet = packet
        _variety = State(initialValue: packet?.variety ?? "")
        _sowIn = State(initialValue: packet?.sowIn ?? "")
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Variety", text: $variety)
                TextField("Sow in", text: $sowIn)
                if let packet {
                    RemovePacketButton(table: table, packet: packet)
                }
            }
            .navigationTitle(packet == nil ? "New packet" : "Edit packet")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save).disabled(variety.isEmpty || sowIn.isEmpty)
                }
            }
        }
    }

    private func save() {
        table.save(variety: variety, sowIn: sowIn, replacing: packet?.id)
        dismiss()
    }
}

/// Removes the packet after asking, then closes the editor it sits in.
struct RemovePacketButton: View {
    let table: SwapTable
    let packet: SeedPacket
    @State private var isConfirming = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Remove packet", role: .destructive) { isConfirming = true }
            .alert("Remove \(packet.variety)?", isPresented: $isConfirming) {
                Button("Remove", role: .destructive) {
                    table.remove(packet.id)
                    dismiss()
                }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("Someone else may still want these seeds.")
            }
    }
}
