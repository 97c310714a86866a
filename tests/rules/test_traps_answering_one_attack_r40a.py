"""Traps answering one attack declaration, as Goat players stack them (the GOAT preset).

Seed 004 §连锁和咒文速度: a chain resolves from its last link back; a link whose
target is gone or no longer fits does nothing, and a card that does not target (Mirror
Force: every Attack Position monster of the attacker's controller) resolves whatever became
of the attacker. Ring of Destruction's 2005 text (it destroys 1 face-up monster and both players
take damage equal to its ATK), Mirror Force's and Sakuretsu Armor's texts (Mirror Force
targets nothing; Sakuretsu Armor targets the attacker). Seed 004 §战斗阶段 (an attacker gone or
face-down fights no battle)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _attack(p1_set, p0_hand=()):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")                       # 2500, the attacker
    table.monster(0, "Battle Ox")                            # 1700, Attack Position
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Celtic Guardian")
    for name in p1_set:
        table.spell_trap(1, name)
    for name in p0_hand:
        table.hand(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Celtic Guardian")
    return duel, s


def test_sakuretsu_armor_chained_to_mirror_force_takes_the_attacker_and_mirror_force_the_rest():
    """Q: my opponent attacks; I activate Mirror Force and chain Sakuretsu Armor on the
    attacker: A: Sakuretsu (Chain Link 2) destroys the attacker first; Mirror Force does not
    target, so it still destroys every other Attack Position monster of theirs; the Defense
    Position one stays; no battle, no damage."""
    duel, s = _attack(("Mirror Force", "Sakuretsu Armor"))
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")    # (player 0 has no answer)
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"] and lp(duel) == (8000, 8000)
    assert not of_type(duel, "battle")


def test_mirror_force_chained_to_sakuretsu_armor_leaves_sakuretsu_nothing_to_destroy():
    """Q: the other order: Sakuretsu Armor first, then Mirror Force chained to it: A: Mirror
    Force (Chain Link 2) destroys every Attack Position monster, the attacker with them;
    Sakuretsu's target is gone and it does nothing. The same monsters end in the GY."""
    duel, s = _attack(("Sakuretsu Armor", "Mirror Force"))
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    s.pick("activate", "Mirror Force", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    assert lp(duel) == (8000, 8000) and not of_type(duel, "battle")


def test_2005_ring_of_destruction_on_the_attacker_burns_both_players_and_ends_the_attack():
    """Q: my opponent's Summoned Skull attacks; I activate Ring of Destruction on it (2005
    text): A: it is destroyed, each player takes 2500 at the same time, and the attack ends
    with no battle."""
    duel, s = _attack(("Ring of Destruction",))
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (5500, 5500)
    assert grave(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert not of_type(duel, "battle")


def test_ring_of_destruction_on_an_attacker_booked_in_answer_does_nothing():
    """Q: I answer my opponent's Ring of Destruction on my attacking Summoned Skull with Book of
    Moon on the Skull: A: Book of Moon resolves first and the Skull is face-down: Ring destroys
    only a face-up monster, so nothing is destroyed and nobody takes damage; the face-down
    Skull fights no battle."""
    duel, s = _attack(("Ring of Destruction",), p0_hand=("Book of Moon",))
    s.pick("pass", player=0, request="chain")                # the attacker's player passes first
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Summoned Skull", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Book of Moon"] and grave(duel, 1) == ["Ring of Destruction"]
    assert "Summoned Skull" in field_monsters(duel, 0)
    assert not of_type(duel, "battle")
