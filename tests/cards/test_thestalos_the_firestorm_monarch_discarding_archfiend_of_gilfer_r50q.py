"""Thestalos the Firestorm Monarch discards a random card and THEN, for a monster, inflicts
damage: an optional "when" trigger of the discarded card misses the timing (round 50q).

Seed 000 §效果分類 › 誘發效果 (optional triggers at a specific moment) and
yugioh-wiki.net タイミングを逃す (pattern 2, 一連の効果の途中で発動条件を満たした時: a "when ...
you can" effect whose condition is met in the middle of an effect's series of actions cannot be
activated once the later actions are done). Thestalos's text is two steps (OCG: 捨てる。捨てた
カードがモンスターカードだった場合…ダメージを与える; current English: "discard ..., then, if it
was a Monster Card, inflict damage"): the discard is not the last thing that happened when the
damage follows. Delinquent Duo discards its cards at once, and nothing follows (control)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _gilfer_in_the_opponents_hand(spell_or_monarch):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, spell_or_monarch)
    table.monster(0, "Battle Ox")
    table.hand(1, "Archfiend of Gilfer")                        # their only card: the random pick
    table.monster(1, "Celtic Guardian")
    return table.build()


def test_gilfer_discarded_by_thestalos_misses_the_timing_after_the_damage():
    """Q: I Tribute Summon Thestalos; its effect discards my opponent's only card, Archfiend of
    Gilfer, and then inflicts 600 damage (Level 6). May they activate Gilfer's "when this card
    is sent to the GY, you can equip it" effect? A: no -- the damage came after the discard in
    the same resolution, so Gilfer missed the timing."""
    duel = _gilfer_in_the_opponents_hand("Thestalos the Firestorm Monarch")
    s = Script(duel)
    s.pick("summon", "Thestalos the Firestorm Monarch", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7400)
    assert grave(duel, 1) == ["Archfiend of Gilfer"]
    assert duel.request.kind == "idle" and duel.request.player == 0     # no yes/no for Gilfer
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]


def test_gilfer_discarded_by_delinquent_duo_may_equip_itself():
    """Control: Delinquent Duo discards my opponent's only card, Archfiend of Gilfer, and does
    nothing after: the discard is the last thing that happened, and Gilfer may equip itself."""
    duel = _gilfer_in_the_opponents_hand("Delinquent Duo")
    s = Script(duel)
    s.pick("activate", "Delinquent Duo", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", "Archfiend of Gilfer", player=1, request="yes_no")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == []
    assert duel.atk(duel.monsters(0)[0]) == 1200                # Battle Ox 1700 - 500
