"""D.D.R. - Different Dimension Reincarnation: an Equip Spell whose target is a banished monster.

Rules cited: seed 000 §裝備魔法 (an Equip Spell targets the monster it equips, which "depending
on the Equip Spell" may be "a banished monster"; it is destroyed when that monster leaves the
field or turns face-down; a negated activation equips nothing), seed 004 §装备魔法卡. Card
behaviour: today's OCG text (discard 1 card, target 1 of your banished monsters: Special Summon
it in Attack Position and equip it with this card; when this card leaves the field the monster
is destroyed) and its rulings (the discard is a cost; "leaves the field" is any way, not only
destroyed, unlike Premature Burial; a face-down banished card is no target).
"""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

DDR = "D.D.R. - Different Dimension Reincarnation"
FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox"]


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _ddr_on_dark_magician(hand_cards=(), traps=(), opponent_hand=()):
    """Turn 3, player 0: D.D.R. and Battle Ox in the hand, Dark Magician banished; D.D.R.
    is activated (Battle Ox discarded) targeting Dark Magician. Returns (duel, script) with
    Chain Link 1 open to answers."""
    table = Table(turn=3)
    table.hand(0, DDR, "Battle Ox", *hand_cards)
    table.banished(0, "Dark Magician")
    for card in traps:
        table.spell_trap(1, card)
    if opponent_hand:
        table.hand(1, *opponent_hand)
    table.deck(0, list(FILLER))
    table.deck(1, list(FILLER))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DDR)
    s.pick("select", "Battle Ox")
    s.pick("target", "Dark Magician")
    return duel, s


def _resolve_chain(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_ddr_different_dimension_reincarnation_discards_a_card_and_summons_a_banished_monster_in_attack_position_equipped():
    """D.D.R.: the discard is the cost (paid as it is activated); the target is one of your own
    face-up banished monsters, not the opponent's nor a face-down one; it comes back in
    face-up Attack Position with D.D.R. equipped to it."""
    table = Table(turn=3)
    table.hand(0, DDR, "Battle Ox")
    table.banished(0, "Dark Magician")
    table.banished(0, "Summoned Skull", face_down=True)
    table.banished(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DDR)
    s.pick("select", "Battle Ox")
    assert grave(duel, 0) == ["Battle Ox"] and hand(duel, 0) == []      # the cost, before the target
    assert [o.name for o in s.options("target")] == ["Dark Magician"]
    s.pick("target", "Dark Magician")
    _resolve_chain(duel, s)
    magician = duel.monsters(0)[0]
    assert magician.name == "Dark Magician" and magician.position == S.FACEUP_ATTACK
    assert duel.equipped_to(duel.players[0].szone[0]) is magician
    assert sorted(banished(duel, 0)) == ["Summoned Skull"]


def test_ddr_different_dimension_reincarnation_needs_a_card_to_discard_a_banished_monster_and_a_free_zone():
    """D.D.R. cannot be activated without another card in the hand to discard, without a
    face-up banished monster of yours that can be Special Summoned, or without a free Main
    Monster Zone."""
    table = Table(turn=3)
    table.hand(0, DDR)
    table.banished(0, "Dark Magician")
    assert not Script(table.build()).has("activate", DDR)
    table = Table(turn=3)
    table.hand(0, DDR, "Battle Ox")
    table.banished(0, "Dark Magician", face_down=True)
    table.banished(1, "Summoned Skull")
    assert not Script(table.build()).has("activate", DDR)
    table = Table(turn=3)
    table.hand(0, DDR, "Battle Ox")
    table.banished(0, "Dark Magician")
    for name in ("Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Beaver Warrior", "Hitotsu-Me Giant"):
        table.monster(0, name)
    assert not Script(table.build()).has("activate", DDR)


def test_ddr_different_dimension_reincarnation_negated_by_magic_jammer_summons_nothing_and_the_discard_stays_paid():
    """seed 000 §裝備魔法: a negated Equip Spell equips nothing; the monster stays banished
    and the card discarded as the cost stays in the GY."""
    duel, s = _ddr_on_dark_magician(traps=["Magic Jammer"], opponent_hand=["Koumori Dragon"])
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Koumori Dragon", player=1)
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == [] and _spells(duel, 0) == []
    assert banished(duel, 0) == ["Dark Magician"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", DDR]


def test_ddr_different_dimension_reincarnation_destroyed_in_response_summons_nothing():
    """D.D.R. destroyed in answer to its activation is no longer on the field when it
    resolves: nothing is summoned."""
    duel, s = _ddr_on_dark_magician(traps=["Mystical Space Typhoon"])
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", DDR, player=1)
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == [] and banished(duel, 0) == ["Dark Magician"]


def test_ddr_different_dimension_reincarnation_destroyed_destroys_the_monster_without_a_chain_link():
    """D.D.R. destroyed (Mystical Space Typhoon): the equipped monster is destroyed too, with
    no chain link of its own."""
    duel, s = _ddr_on_dark_magician(traps=["Mystical Space Typhoon"])
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.pick("battle")                                # leaving the Main Phase: player 1 may act
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", DDR, player=1)
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", DDR, "Dark Magician"]
    assert [e["name"] for e in of_type(duel, "chain")] == [DDR, "Mystical Space Typhoon"]
    assert [e["name"] for e in of_type(duel, "apply")] == [DDR]


def test_ddr_different_dimension_reincarnation_returned_to_the_hand_still_destroys_the_monster():
    """D.D.R. leaving the field without being destroyed (Giant Trunade returns it to the hand)
    destroys the monster all the same: its text says "leaves the field" (Premature Burial,
    "destroyed", keeps its monster then)."""
    duel, s = _ddr_on_dark_magician(hand_cards=["Giant Trunade"])
    _resolve_chain(duel, s)
    s.pick("activate", "Giant Trunade")
    _resolve_chain(duel, s)
    assert DDR in hand(duel, 0)
    assert field_monsters(duel, 0) == [] and "Dark Magician" in grave(duel, 0)


def test_ddr_different_dimension_reincarnation_is_destroyed_when_its_monster_leaves_and_the_monster_turned_face_down_survives():
    """seed 000 §裝備魔法: the monster destroyed (Dark Hole), D.D.R. is destroyed by the rules;
    the monster turned face-down (Book of Moon), D.D.R. is destroyed by the rules and, no
    longer equipped to it, destroys nothing."""
    duel, s = _ddr_on_dark_magician(hand_cards=["Dark Hole"])
    _resolve_chain(duel, s)
    s.pick("activate", "Dark Hole")
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == [] and _spells(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", DDR, "Dark Hole", "Dark Magician"]

    duel, s = _ddr_on_dark_magician(traps=["Book of Moon"])
    _resolve_chain(duel, s)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Dark Magician", player=1)
    _resolve_chain(duel, s)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert sorted(grave(duel, 0)) == ["Battle Ox", DDR]
