// Alternative: a different split (one header view that also holds the button), a RoundedRectangle clip, and other closure names.
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
                MemberCard(name: name, handle: handle, followers: followers, isFollowing: isFollowing, onFollow: toggleFollow)
                if !handleNote.isEmpty {
                    Text(handleNote)
                        .font(.caption)
                }
            }
            .padding()
            .navigationTitle("Profile")
            .onChange(of: handle) { previous, current in
                handleNote = "Renamed from @\(previous) to @\(current)"
            }
        }
    }

    private func toggleFollow() {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
    }
}

/// Everything about the member in one block, ending with the follow button.
struct MemberCard: View {
    let name: String
    let handle: String
    let followers: Int
    let isFollowing: Bool
    let onFollow: () -> Void

    var body: some View {
        Text(name)
            .font(.title2)
        Text("@\(handle)")
            .foregroundStyle(.secondary)
        Text("\(followers) followers")
            .font(.footnote)
        Button {
            onFollow()
        } label: {
            Text(isFollowing ? "Following" : "Follow")
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(isFollowing ? Color.gray : Color.blue)
                .foregroundStyle(.white)
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
    }
}
