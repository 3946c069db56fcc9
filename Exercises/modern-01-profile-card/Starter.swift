import SwiftUI

/// A member's profile: name, handle, follower count and a follow button.
struct ProfileScreen: View {
    let name: String
    var handle: String
    @State private var isFollowing = false
    @State private var followers = 128
    @State private var handleNote = ""

    var body: some View {
        NavigationView {
            VStack {
                Text(name)
                    .font(.title2)
                Text("@\(handle)")
                    .foregroundColor(.secondary)
                Text("\(followers) followers")
                    .font(.footnote)
                Button(action: toggleFollow) {
                    Text(isFollowing ? "Following" : "Follow")
                        .padding(.horizontal)
                        .padding(.vertical, 8)
                        .background(isFollowing ? Color.gray : Color.blue)
                        .foregroundColor(.white)
                        .cornerRadius(8)
                }
                if !handleNote.isEmpty {
                    Text(handleNote)
                        .font(.caption)
                }
            }
            .padding()
            .navigationTitle("Profile")
            .onChange(of: handle) { newHandle in
                handleNote = "Now known as @\(newHandle)"
            }
        }
    }

    private func toggleFollow() {
        isFollowing.toggle()
        followers += isFollowing ? 1 : -1
    }
}
