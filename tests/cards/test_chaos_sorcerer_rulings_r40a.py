"""Chaos Sorcerer's summon condition as Goat players ask it (the GOAT preset, 2005 text).

It cannot be Normal Summoned or Set and is Special Summoned from the hand by banishing 1 LIGHT
and 1 DARK monster from its player's GY; only once it was so summoned may another effect
(Premature Burial, Call of the Haunted) bring it back from the GY: a copy discarded by Graceful
Charity never was, and stays there (seed 000 §特殊召喚 › 具有蘇生限制的怪獸的特殊召喚:
"具有蘇生限制的怪獸如果未通過該怪獸上記載的方法特殊召喚過，則不能用其他卡的效果特殊召喚";
deckboosters.com's note on "you can Special Summon this card by" monsters such as Chaos
Sorcerer: "once it has met those conditions, that copy of the card can be special summoned
via other means")."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_discarded_chaos_sorcerer_cannot_be_revived_by_premature_burial():
    """Q: Graceful Charity made me discard Chaos Sorcerer: may I revive it with Premature
    Burial? A: no: it was never Special Summoned by its own condition; Premature Burial offers
    only the other monster discarded (Battle Ox)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Chaos Sorcerer", "Premature Burial")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Chaos Sorcerer")
    s.pick("select", "Battle Ox")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Chaos Sorcerer", "Graceful Charity"]
    s.pick("activate", "Premature Burial", request="idle")
    assert [o.name for o in duel.request.options] == ["Battle Ox"]


def test_a_chaos_sorcerer_summoned_by_its_condition_and_destroyed_can_be_revived():
    """Q: I Special Summoned Chaos Sorcerer by banishing a LIGHT and a DARK monster; my
    opponent's Torrential Tribute destroyed it. May Premature Burial bring it back? A: yes:
    that copy was properly Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer", "Premature Burial")
    table.grave(0, "Mystical Elf", "Sangan")                # LIGHT, DARK
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chaos Sorcerer")
    while duel.request.kind == "select":                    # the one LIGHT, the one DARK
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    # (Goat format's priority: Chaos Sorcerer's own Ignition Effect may be used first; passed)
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert grave(duel, 0) == ["Chaos Sorcerer"]
    assert sorted(banished(duel, 0)) == ["Mystical Elf", "Sangan"]
    s.pick("activate", "Premature Burial", request="idle")
    s.pick("target", "Chaos Sorcerer")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Chaos Sorcerer"]
