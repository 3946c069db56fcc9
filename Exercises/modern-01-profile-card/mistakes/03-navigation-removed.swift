// Mistake: deletes the deprecated NavigationView instead of replacing it, so the screen loses its title.
// Expect: require
// Expect: output
import SwiftUI

/// A member's profile: name, handle, follower count and a follow button.
struct ProfileScreen: View {
    let name: String
    var handle: String
    @State private var isFollowing = false
    @State private var followers = 128
    @State private var handleNote = ""

    var body: some View {
        VStack {
            ProfileHeader(name: name, handle: handle, followers: followers)
            Button(action: toggleFollow) {
                FollowLabel(isFollowing: isFollowing)
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

    private func toggleFollow() {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
    }
}

/// The name, the handle in a quieter colour, and the follower count.
struct ProfileHeader: View {
    let name: String
    let handle: String
    let followers: Int

    var body: some View {
        Text(name)
            .font(.title2)
        Text("@\(handle)")
            .foregroundStyle(.secondary)
        Text("\(followers) followers")
            .font(.footnote)
    }
}

/// The follow button's label: blue while you can follow, grey once you do.
struct FollowLabel: View {
    let isFollowing: Bool

    var body: some View {
        Text(isFollowing ? "Following" : "Follow")
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(isFollowing ? Color.gray : Color.blue)
            .foregroundStyle(.white)
            .clipShape(.rect(cornerRadius: 8))
    }
}
