extension ColourNumbering {
    /// The plain version of `number` the tests compare it with: a dictionary from key to
    /// number, each position appended to its key's list in order.
    static func referenceNumber(_ colours: [UInt32], inMedia: [Bool]?, flag: UInt32) -> Numbered {
        var number: [UInt32: Int] = [:], keys: [UInt32] = [], lists: [[Int32]] = [], ids: [Int32] = []
        for (i, colour) in colours.enumerated() {
            let key = colour | (inMedia?[i] == true ? flag : 0)
            let id: Int
            if let known = number[key] {
                id = known
            } else {
                id = keys.count
                number[key] = id
                keys.append(key)
                lists.append([])
            }
            lists[id].append(Int32(i))
            ids.append(Int32(id))
        }
        var start: [Int32] = [0]
        for list in lists { start.append(start[start.count - 1] + Int32(list.count)) }
        return Numbered(keys: keys, ids: ids, start: start, members: lists.flatMap { $0 })
    }

    /// The plain version of `numberGroups`: colours seen alike (equal `seen`) form one group,
    /// numbered in order of first appearance, through a dictionary.
    static func referenceGroups(_ seen: [UInt32]) -> (keys: [UInt32], groupOf: [Int32]) {
        var number: [UInt32: Int32] = [:], keys: [UInt32] = [], groupOf: [Int32] = []
        for s in seen {
            if let known = number[s] {
                groupOf.append(known)
            } else {
                number[s] = Int32(keys.count)
                groupOf.append(Int32(keys.count))
                keys.append(s)
            }
        }
        return (keys, groupOf)
    }

    /// The plain version of `sortKeys`: each group's keys appended in order, its weight summed.
    static func referenceSortKeys(groupOf: [Int32], groups: Int, keyStart: [Int32])
        -> (start: [Int32], groupKeys: [Int32], groupKeyStart: [Int32]) {
        var lists = [[Int32]](repeating: [], count: groups), weights = [Int32](repeating: 0, count: groups)
        for (k, g) in groupOf.enumerated() {
            lists[Int(g)].append(Int32(k))
            weights[Int(g)] += keyStart[k + 1] - keyStart[k]
        }
        var start: [Int32] = [0], groupKeyStart: [Int32] = [0]
        for g in 0..<groups {
            start.append(start[g] + weights[g])
            groupKeyStart.append(groupKeyStart[g] + Int32(lists[g].count))
        }
        return (start, lists.flatMap { $0 }, groupKeyStart)
    }
}
