"""Harpie Lady Sisters: a Special Summon monster that cannot be Normal Summoned or Set and must
first be Special Summoned by Elegant Egotist's effect.

Sources: the card's text (MRD 2005: "can only be Special Summoned by the effect of Elegant
Egotist"; today's: "must be Special Summoned with Elegant Egotist"; no era entry), in our words;
yugioh-wiki.net 《ハーピィ・レディ三姉妹》: it is a 特殊召喚モンスター, so it cannot be revived
unless it met its revive limit (蘇生制限) -- i.e. once properly summoned by Elegant Egotist it
may be; seed 000 §具有蘇生限制的怪獸的特殊召喚."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_harpie_lady_sisters_cannot_be_normal_summoned_or_set():
    """Q: may I Normal Summon Harpie Lady Sisters (Level 6) by Tributing a monster, or Set it?
    A: no: neither the Summon nor the Set is offered; the card stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Harpie Lady Sisters")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Harpie Lady Sisters") and not s.has("set", "Harpie Lady Sisters")
    assert hand(duel, 0) == ["Harpie Lady Sisters"]


def test_harpie_lady_sisters_sent_to_the_gy_unsummoned_cannot_be_revived():
    """Q: Harpie Lady Sisters went to my GY from the hand (never summoned). May Monster Reborn
    target it? A: no: it never met its revive limit; with no other monster in a GY, Monster
    Reborn cannot even be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Harpie Lady Sisters")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_harpie_lady_sisters_properly_summoned_once_may_be_revived():
    """Q: Harpie Lady Sisters was Special Summoned by Elegant Egotist, then destroyed. May Monster
    Reborn bring it back? A: yes: it met its revive limit; it comes back to my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    sisters = table.grave(0, "Harpie Lady Sisters")
    table.properly_summoned(sisters)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Harpie Lady Sisters")
    _resolve(s)
    while duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Harpie Lady Sisters"] and grave(duel, 0) == ["Monster Reborn"]
