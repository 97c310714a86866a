"""Invitation to a Dark Sleep (52675689): when it is Normal or Flip Summoned, its controller targets 1
monster the opponent controls; while it stays face-up on the field, that monster cannot attack.

Sources, in our words: the card's text (PSV, 2002: "select" the monster as it is Normal or Flip
Summoned; it cannot attack as long as this card remains face-up on the field) and yugioh-wiki.net
《暗黒の眠りを誘うルシファー》 (a mandatory trigger on its Normal or Flip Summon, not on a Special
Summon; the card gains a continuous effect: "while this card is in the Monster Zone, the target cannot
attack"). No ERAS entry (both mean the same): tested under both presets. Our readings: the lock is this
card's continuous effect, so Skill Drain stops it and it ends once this card leaves the field."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

IDS = "Invitation to a Dark Sleep"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _slept(rules="MR5", opp_hand=(), opp_set=()):
    """Turn 3: I Tribute Summon Invitation (Tributing Celtic Guardian), targeting Summoned Skull; then
    my turn ends and my opponent's turn 4 begins at their Main Phase 1."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, IDS)
    table.monster(0, "Celtic Guardian")
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(1, "Battle Ox")
    for name in opp_set:
        table.spell_trap(1, name)
    if opp_hand:
        table.hand(1, *opp_hand)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", IDS)
    s.pick("tribute", "Celtic Guardian")
    _pass(s)
    s.pick("target", skull, request="target")
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and duel.request.kind == "idle"
    return duel, s, skull, ox


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_invitation_to_a_dark_sleep_keeps_the_target_from_attacking(rules):
    """Q: I Tribute Summon Invitation to a Dark Sleep and target my opponent's Summoned Skull; on their
    turn, may Summoned Skull attack? A: no; their Battle Ox still may."""
    duel, s, skull, ox = _slept(rules)
    s.pick("battle", player=1)
    _pass(s)
    assert not s.has("attack", skull)
    assert s.has("attack", ox, target=IDS)


def test_invitation_to_a_dark_sleep_lock_ends_when_it_leaves():
    """Q: my opponent's Summoned Skull is asleep; they destroy Invitation to a Dark Sleep (my only
    monster) with Fissure. A: the lock ends: Summoned Skull may attack directly."""
    duel, s, skull, ox = _slept(opp_hand=("Fissure",))
    s.pick("activate", "Fissure", player=1)
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian", IDS]
    s.pick("battle", player=1)
    _pass(s)
    assert s.has("attack", skull, target="player")


def test_invitation_to_a_dark_sleep_lock_stops_under_skill_drain():
    """Q: my opponent's Summoned Skull is asleep; they activate Skill Drain. A: Invitation's continuous
    effect is negated: Summoned Skull may attack it."""
    duel, s, skull, ox = _slept(opp_set=("Skill Drain",))
    s.pick("activate", "Skill Drain", player=1)
    _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    assert s.has("attack", skull, target=IDS)


def test_invitation_to_a_dark_sleep_flip_summoned_locks_too():
    """Q: I Flip Summon a Set Invitation to a Dark Sleep and target my opponent's Battle Ox: A: the
    trigger resolves (a Flip Summon counts): Battle Ox is now the card's sleeper (Invitation is face-up
    and its opponent has no other monster to attack with)."""
    table = Table(turn=3, turn_player=0)
    ids = table.monster(0, IDS, position="set")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", ids)
    _pass(s)
    s.pick("target", ox, request="target")
    _pass(s)
    s.end_turn()
    _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    assert ids.card(duel).position == "attack" and not s.has("attack", ox)


def test_invitation_to_a_dark_sleep_special_summoned_does_nothing():
    """Q: Invitation to a Dark Sleep is Special Summoned by Monster Reborn while my opponent controls
    Summoned Skull: A: no trigger (only a Normal or Flip Summon): Summoned Skull may attack."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, IDS)
    table.hand(0, "Monster Reborn")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", IDS)
    _pass(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _pass(s)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert [c.name for c in duel.monsters(0)] == [IDS]
