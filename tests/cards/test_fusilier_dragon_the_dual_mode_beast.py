"""Fusilier Dragon, the Dual-Mode Beast (51632798), Effect Monster (Rise of Destiny, 2004; the
2005 text and today's play alike).

What it does, in our words: it may be Normal Summoned without Tributes; summoned that way, its
original ATK and DEF are halved (1400 / 1000).

Sources: the card's text (RDS-EN031, DR3-EN091) and yugioh-wiki.net 《可変機獣 ガンナードラゴン》
with its FAQ as we read it: the Summon without Tributes is a Normal Summon, not a Set (a Set
takes its two Tributes); the halving is its effect, so Skill Drain negates it (2800 ATK); it
applies only to that Summon: Tribute Summoned, or Special Summoned (Monster Reborn), it has
2800 / 2000. Gains apply on top of the halved original ATK (Rush Recklessly: 1400 + 700)."""

import pytest

from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, "Fusilier Dragon, the Dual-Mode Beast")
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel)


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _fusilier(duel):
    return [c for c in duel.monsters(0) if c.name == "Fusilier Dragon, the Dual-Mode Beast"][0]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_fusilier_dragon_the_dual_mode_beast_summoned_without_tributes_is_halved(rules):
    """Q: I Normal Summon Fusilier Dragon with no Tribute. A: allowed; its original ATK/DEF are
    halved: 1400 / 1000, and that is what "original ATK" reads."""
    duel, s = _table(rules)
    s.pick("summon_without_tribute", "Fusilier Dragon, the Dual-Mode Beast")
    _pass_chain(duel, s)
    card = _fusilier(duel)
    assert card.position == "attack" and duel.players[0].normal_summons == 1
    assert (duel.atk(card), duel.defense(card)) == (1400, 1000)
    assert (duel.original_stat(card, 0), duel.original_stat(card, 1)) == (1400, 1000)


def test_fusilier_dragon_the_dual_mode_beast_cannot_be_set_without_tributes():
    """Q: with no monster to Tribute, may I Set it? A: no: only a Summon may skip the Tributes;
    the menu offers neither a plain Summon nor a Set."""
    duel, s = _table()
    assert s.has("summon_without_tribute", "Fusilier Dragon, the Dual-Mode Beast")
    assert not s.has("set", "Fusilier Dragon, the Dual-Mode Beast")
    assert not s.has("summon", "Fusilier Dragon, the Dual-Mode Beast")


def test_fusilier_dragon_the_dual_mode_beast_tribute_summoned_keeps_2800():
    """Q: I Tribute Summon it with two monsters. A: it has 2800 / 2000: the halving is only for
    the Summon without Tributes."""
    duel, s = _table(extra=lambda t: (t.monster(0, "Battle Ox"), t.monster(0, "Celtic Guardian")))
    s.pick("summon", "Fusilier Dragon, the Dual-Mode Beast")
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Celtic Guardian")
    _pass_chain(duel, s)
    card = _fusilier(duel)
    assert (duel.atk(card), duel.defense(card)) == (2800, 2000)


def test_fusilier_dragon_the_dual_mode_beast_special_summoned_keeps_2800():
    """Q: Monster Reborn brings it back from my GY. A: a Special Summon: 2800 / 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Fusilier Dragon, the Dual-Mode Beast")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Fusilier Dragon, the Dual-Mode Beast")
    _pass_chain(duel, s)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])      # (its position: Attack first)
    card = _fusilier(duel)
    assert (duel.atk(card), duel.defense(card)) == (2800, 2000)


def test_fusilier_dragon_the_dual_mode_beast_under_skill_drain_has_2800():
    """Q: Skill Drain is face-up; I Normal Summon Fusilier Dragon without Tributes. A: allowed (the
    Summon rule works from the hand, where Skill Drain does not reach), and its halving, an effect
    of the face-up monster, is negated: 2800 / 2000."""
    duel, s = _table(extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    s.pick("summon_without_tribute", "Fusilier Dragon, the Dual-Mode Beast")
    _pass_chain(duel, s)
    card = _fusilier(duel)
    assert (duel.atk(card), duel.defense(card)) == (2800, 2000)


def test_fusilier_dragon_the_dual_mode_beast_gains_apply_on_the_halved_value():
    """Q: summoned without Tributes, then Rush Recklessly (+700). A: 1400 + 700 = 2100."""
    duel, s = _table(extra=lambda t: t.hand(0, "Rush Recklessly"))
    s.pick("summon_without_tribute", "Fusilier Dragon, the Dual-Mode Beast")
    _pass_chain(duel, s)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Fusilier Dragon, the Dual-Mode Beast")
    _pass_chain(duel, s)
    assert duel.atk(_fusilier(duel)) == 2100
