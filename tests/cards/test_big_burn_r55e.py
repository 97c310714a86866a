"""Big Burn (95472621): a Normal Trap activated when the opponent activates a card or effect that
targets a monster in a GY; it banishes every monster in both GYs.

Sources: the card's text (IOC 2005: "activate only when your opponent activates a card that
targets a monster in a Graveyard; remove from play all monsters in both Graveyards"; today's the
same, in our words); yugioh-wiki.net 《大火葬》 FAQ: it answers an effect that targets a monster in
the GY too (Zombie Master, D.D. Crow), not one that targets none (Dark World's self-revival),
and may be activated with no monster in a GY; a revival whose target was banished in answer
summons nothing (seed 000 §對象: a target gone is no longer a target). Necrovalley: nothing in a
GY can be banished while it is on the field (its text), so Big Burn cannot be activated.
"""

from duelist.testing.reads import banished, grave, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _reborn(table):
    table.spell_trap(0, "Big Burn")
    table.hand(1, "Monster Reborn")
    table.grave(0, "Dark Magician", "Mystical Space Typhoon")
    table.grave(1, "Summoned Skull", "Pot of Greed")


def test_big_burn_answers_monster_reborn():
    """Q: my opponent activates Monster Reborn targeting Summoned Skull in their GY; I answer with
    Big Burn. A: every monster in both GYs is banished (Dark Magician and Summoned Skull, not the
    Spells); Monster Reborn has no target left and summons nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _reborn(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", "Summoned Skull", player=1, request="target")
    s.pick("activate", "Big Burn", player=0, request="chain")
    _finish(s)
    assert banished(duel, 0) == ["Dark Magician"] and banished(duel, 1) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Mystical Space Typhoon", "Big Burn"]
    assert grave(duel, 1) == ["Pot of Greed", "Monster Reborn"]
    assert duel.monsters(1) == []


def test_big_burn_not_against_a_card_targeting_no_gy_monster():
    """Q: my opponent activates Pot of Greed (no target), then Mystical Space Typhoon targeting my
    Set card. A: neither targets a monster in a GY: Big Burn is never offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Big Burn")
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Pot of Greed", "Mystical Space Typhoon")
    table.grave(0, "Dark Magician")
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1, request="idle")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", "Big Burn")
    _finish(s)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", force, player=1, request="target")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", "Big Burn")
    _finish(s)
    assert banished(duel, 0) == [] and grave(duel, 0) == ["Dark Magician", "Mirror Force"]


def test_big_burn_not_against_my_own_revival():
    """Q: I activate Monster Reborn on my Dark Magician; may I chain my own Big Burn? A: no, only
    the opponent's activation opens it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Big Burn")
    table.hand(0, "Monster Reborn")
    table.grave(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=0, request="idle")
    s.pick("target", "Dark Magician", player=0, request="target")
    assert not (duel.request.kind == "chain" and s.has("activate", "Big Burn"))
    _finish(s)
    s.pick("option", "Attack Position", request="option")
    assert [c.name for c in duel.monsters(0)] == ["Dark Magician"] and banished(duel, 0) == []


def test_big_burn_answers_an_effect_that_targets_a_gy_monster():
    """Q: my opponent's Magician of Faith is Flip Summoned and its effect targets a Spell in their
    GY; then their Monster Reborn targets my Dark Magician. A: the Flip effect targets a Spell, not
    a monster: no Big Burn then; Monster Reborn's target is a monster in my GY: Big Burn banishes
    it."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Big Burn")
    table.monster(1, "Magician of Faith", position="set")
    table.hand(1, "Monster Reborn")
    table.grave(1, "Pot of Greed")
    table.grave(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", player=1)
    _finish(s)
    s.pick("target", "Pot of Greed", player=1, request="target")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", "Big Burn")
    _finish(s)
    assert [c.name for c in duel.players[1].hand] == ["Monster Reborn", "Pot of Greed"]
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", "Dark Magician", player=1, request="target")
    s.pick("activate", "Big Burn", player=0, request="chain")
    _finish(s)
    assert banished(duel, 0) == ["Dark Magician"] and duel.monsters(1)[0].name == "Magician of Faith"
    assert len(duel.monsters(1)) == 1


def test_big_burn_cannot_be_activated_under_necrovalley():
    """Q: Necrovalley is face-up when my opponent's Monster Reborn targets Summoned Skull. A:
    nothing in a GY can be banished: Big Burn cannot be activated."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _reborn(table)
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", "Summoned Skull", player=1, request="target")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", "Big Burn")
    _finish(s)
    assert banished(duel, 0) == [] and banished(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Monster Reborn"]


def test_big_burn_cannot_be_activated_beside_the_opponents_kycoo():
    """Q: my opponent controls a face-up Kycoo the Ghost Destroyer and activates Monster Reborn
    on Summoned Skull in their GY. A: while their Kycoo is face-up I cannot banish cards from
    either GY (Kycoo's text): Big Burn cannot be activated, and Summoned Skull comes back."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    _reborn(table)
    table.monster(1, "Kycoo the Ghost Destroyer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", "Summoned Skull", player=1, request="target")
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", "Big Burn"))
    _finish(s)
    s.pick("option", "Attack Position", player=1, request="option")
    assert sorted(c.name for c in duel.monsters(1)) == ["Kycoo the Ghost Destroyer", "Summoned Skull"]
    assert banished(duel, 0) == [] and duel.players[0].szone[0].name == "Big Burn"
