"""Instant Fusion's monster turned face-down is a new card: neither "it cannot attack" nor "destroy
it in the End Phase" applies to it any more.

Seed 000 §怪獸的表示形式 (a face-down monster's information is hidden and it is not subject to
effects that change it); the current rulings: a monster turned face-down loses every effect that
was applied to it face-up, and flipped face-up again it is a new card (actions.py
`change_position`: its ATK/DEF changes, Level, name, negation, "banish it when it leaves" -- and,
since stop 48, "it cannot attack": Instant Fusion, Summoner Monk, Black Luster Soldier - Envoy of
the Beginning, Chaos Sorcerer). The well-known play: Book of Moon on the Instant Fusion monster
keeps it, and once flipped face-up it may attack. Round 48f's request 1."""

from duelist.testing.scenario import Script, Table


def test_instant_fusions_monster_booked_face_down_stays_and_may_attack_once_flipped():
    """Q: I Special Summon Flame Swordsman with Instant Fusion, then turn it face-down with my own
    Book of Moon. A: it is not destroyed in the End Phase; in my next turn I Flip Summon it, and it
    may attack."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Instant Fusion", "Book of Moon")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Flame Swordsman", request="target")
    assert not duel.monsters(0)[0].face_up
    s.end_turn()
    assert [c.name for c in duel.monsters(0)] == ["Flame Swordsman"]
    s.end_turn()
    assert duel.turn == 5 and duel.request.player == 0
    s.pick("flip_summon", "Flame Swordsman")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle", request="idle")
    assert s.has("attack", "Flame Swordsman")


def test_instant_fusions_monster_left_face_up_still_cannot_attack():
    """The same without Book of Moon: it may not attack, and it is destroyed in the End Phase
    (tests/cards/test_instant_fusion_lock_ends_with_its_monster_r18m.py)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Instant Fusion")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    s.pick("battle", request="idle")
    assert not s.has("attack", "Flame Swordsman")
