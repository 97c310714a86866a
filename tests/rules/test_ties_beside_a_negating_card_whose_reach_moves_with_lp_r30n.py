"""A tied card's effect is negated as soon as a face-up negating card's effect starts to
apply to it, also when what starts it moves no card (seed 000 §永續效果: a continuous effect
applies while its condition holds; Goat-era rulings: Royal Decree negates the effects of the
other Traps, and Call of the Haunted negated leaves its monster on the field when that monster
leaves).

The state checks record, for each tie, whether its source is negated (the relations step), and
count the step as quiet at their key of cards, places, positions and lasting effects beside a
face-up negating Spell or Trap only where which of its effects apply, and whom they reach,
reads nothing but that key (actions.py `_negations_keyed`). A negating effect with a condition
of its own, or an `affects` that reads more than the card's printed data, can start to apply
with no card moving: LP falling. No Spell or Trap of the card pool has one; stand-ins: Royal
Decree given such an effect ("while its controller has 4000 LP or less").

Round 30n: mutation testing of round 29s's `_negations_keyed`."""

from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _resolve(s):
    """Both players pass until the chain has resolved."""
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def _low_lp(ctx, card=None):
    return ctx.lp(ctx.player) <= 4000


def _haunted_skull_beside_the_decree(monkeypatch, effect):
    stand_in(monkeypatch, "Royal Decree", [activate(), effect])
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.hand(0, "Summoned Skull")
    table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is False      # 8000 LP: not applying
    return duel, s


def _lp_falls_then_the_skull_is_tributed(duel, s):
    """Player 1's LP fall to 3000 (no card moves); a state check; player 0 Tributes the revived
    Summoned Skull for the one in the hand: Call of the Haunted, negated, stays."""
    duel.effect_damage(1, 5000)
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Summoned Skull")
    _resolve(s)
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Call of the Haunted"]
    assert grave(duel, 0) == ["Summoned Skull"]


def test_a_negation_whose_condition_starts_to_hold_with_no_card_moving(monkeypatch):
    """The stand-in's negation applies while its controller has 4000 LP or less (a
    condition): once player 1's LP fall there, Call of the Haunted's tie is negated."""
    duel, s = _haunted_skull_beside_the_decree(
        monkeypatch, Effect(CONTINUOUS, tag="negate_traps", condition=_low_lp))
    _lp_falls_then_the_skull_is_tributed(duel, s)


def test_a_negation_whose_reach_reads_the_lp(monkeypatch):
    """The stand-in's negation has no condition but reaches a Trap only while its controller
    has 4000 LP or less (an `affects` that reads the LP, not declared `printed`): once player
    1's LP fall there, Call of the Haunted's tie is negated."""
    duel, s = _haunted_skull_beside_the_decree(
        monkeypatch, Effect(CONTINUOUS, tag="negate_traps", affects=_low_lp))
    _lp_falls_then_the_skull_is_tributed(duel, s)
