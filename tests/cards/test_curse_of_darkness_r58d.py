"""Curse of Darkness (84970821): a Continuous Trap; each time a Spell Card is activated, the
player who activated it takes 1000 damage once it has resolved.

Sources: the card's texts (today's: the controller of the Spell takes 1000 damage after it
resolves; the IOC 2004 print does not say when, and we found no 2005 ruling that differs: no era
entry, see tests/cards/test_curse_of_darkness_rulings_r58u.py), in our own words. We found no ruling page of its
own: our reading follows Chain Burst's, its Trap twin (yugioh-wiki.net 《連鎖炸薬》; the tests of
tests/cards/test_chain_burst_r55g.py): either player's Spells count, its controller's too; a
Spell whose activation is negated (Magic Jammer) burns nobody; chained to a Spell's activation,
Curse of Darkness does not burn that Spell (it was activated before the Trap was face-up); only
a Spell Card's activation counts, not a Trap's. The damage comes after the Spell's effect
(its text), with no chain link of its own."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

CARD = "Curse of Darkness"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_curse_of_darkness_burns_after_the_spell_resolves():
    """Q: my Curse of Darkness is face-up; my opponent activates Pot of Greed. A: they draw 2,
    then take 1000 (the damage comes after the draw)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, CARD, face_down=False)
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    _finish(s)
    assert lp(duel) == (8000, 7000)
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    types = [e["type"] for e in duel.log if e["type"] in ("draw", "damage")]
    assert types == ["draw", "draw", "damage"]
    assert [c.name for c in duel.players[0].szone if c] == [CARD]


def test_curse_of_darkness_burns_its_own_controller_too():
    """Q: I control Curse of Darkness and activate my own Mystical Space Typhoon on my opponent's
    Set card. A: I take 1000 once it resolved."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CARD, face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", force, player=0)
    _finish(s)
    assert lp(duel) == (7000, 8000) and grave(duel, 1) == ["Mirror Force"]


def test_curse_of_darkness_ignores_traps_and_negated_spells():
    """Q: my Curse of Darkness is face-up; (1) my opponent activates Pot of Greed and I negate it
    with Magic Jammer; (2) they activate a Trap (Dust Tornado). A: nobody takes damage from the
    Curse: a negated activation never resolves as a Spell, and a Trap is no Spell Card."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, CARD, face_down=False)
    table.spell_trap(0, "Magic Jammer")
    table.hand(0, "Battle Ox")
    table.hand(1, "Pot of Greed")
    table.spell_trap(1, "Dust Tornado")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", "Magic Jammer", player=0, request="chain")
    s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert grave(duel, 1) == ["Pot of Greed"] and hand(duel, 1) == []
    assert lp(duel) == (8000, 8000)
    s.expect(request="idle", player=1)
    s.pick("activate", "Dust Tornado", player=1)
    s.pick("target", CARD, player=1)
    _finish(s)
    if duel.request.kind == "yes_no":
        s.pick("no", player=1)
    assert lp(duel) == (8000, 8000) and CARD in grave(duel, 0)


def test_curse_of_darkness_chained_to_a_spell_does_not_burn_it():
    """Q: my opponent activates Pot of Greed; I chain my Set Curse of Darkness. A: Pot of Greed was
    activated before the Curse was face-up: they draw 2 and take no damage; their next Spell
    (Mystical Space Typhoon) costs them 1000."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, CARD)
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Pot of Greed", "Mystical Space Typhoon")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 8000) and len(hand(duel, 1)) == 3
    assert not of_type(duel, "damage")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", force, player=1)
    _finish(s)
    assert lp(duel) == (8000, 7000) and "Mirror Force" in grave(duel, 0)
