import SwiftUI

/// A member's profile: name, handle, follower count and a follow button.
struct ProfileScreen: View {
    let name: String
    var handle: String
    @State private var isFollowing = false
    @State private var followers = 128
    @State private var handleNote = ""

    var body: some View {
        NavigationStack {
            VStack {
                Text(name)
                    .font(.title2)
                Text("@\(handle)")
                    .foregroundStyle(.secondary)
                Text("\(followers) followers")
                    .font(.footnote)
                Button(action: toggleFollow) {
                    Text(isFollowing ? "Following" : "Follow")
                        .padding(.horizontal)
                        .padding(.vertical, 8)
                        .background(isFollowing ? Color.gray : Color.blue)
                        .foregroundStyle(.white)
                        .clipShape(.rect(cornerRadius: 8))
                }
                if !handleNote.isEmpty {
                    Text(handleNote)
                        .font(.caption)
                }
            }
            .padding()
            .navigationTitle("Profile")
            .onChange(of: handle) { oldHandle, newHandle in
                handleNote = "Renamed from @\(oldHandle) to @\(newHandle)"
            }
        }
    }

    private func toggleFollow() {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
    }
}
