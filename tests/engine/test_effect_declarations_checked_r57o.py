"""Two more of the checks stop 56 put on the declarations of `Effect` (round 56o's
tests/engine/test_effect_declarations_checked_r56o.py has the others): a script that declares one
on an effect it does not fit, or writes the effect against what it declares, gets a clear error,
never a duel that plays a rule wrongly.

- `by_summoner=True`: only a TRIGGER on "summoned" (the player who Summoned activates it:
  Harpies' Hunting Ground), not a Quick Effect even one that hears a Summon;
- `at_once=True` (applied the instant its batch closes, inside the procedure that made it: Fatal
  Abacus, seed 001 §其他效果): its resolve asks nothing (no player is asked in the middle of a
  procedure): one written to ask (a generator) is refused with a TypeError as it applies, not left
  unapplied; and one whose condition does not hold when its batch closes applies nothing (seed
  001 §其他效果: such an effect applies while its condition is met).

Round 57o: kills effects.py `by_summoner`'s guard with its kind test dropped, and chain.py
`_apply_at_once`'s TypeError deleted and its `if ctx is None: return` deleted (either
statement)."""

import types

import pytest

from duelist.cards.common import APPLY, QUICK, TRIGGER, Effect
from duelist.cards.kit import batch_watch_at_once
from duelist.cards.source import BUNDLED
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.engine.source import CardSource
from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table

ABACUS = 77910045


def nothing(ctx):
    return None


def test_by_summoner_is_refused_on_a_quick_effect_that_hears_a_summon():
    """Q: may `by_summoner=True` be declared on a Quick Effect whose events name "summoned"?
    A: no, a ValueError naming it: only a trigger's activation is the summoner's."""
    with pytest.raises(ValueError, match="by_summoner"):
        Effect(QUICK, events="summoned", resolve=nothing, by_summoner=True)
    assert Effect(TRIGGER, events="summoned", resolve=nothing, by_summoner=True).by_summoner is True


def _to_grave(ctx, ev):
    return ev.get("to") == S.GRAVE and ev.get("origin") == S.MZONE


def _burn(ctx, happenings):
    ctx.damage(ctx.player, 500)


def _asks(ctx):
    """An at_once effect's resolve written wrong: it asks its player (a generator)."""
    yes = yield from ctx.yes_no("Take 500 damage?")
    if yes:
        ctx.damage(ctx.player, 500)


def _asking_effects():
    """kit.py `batch_watch_at_once`'s two effects (the watch started as the card resolves, the
    effect applied at once), the second with a resolve that asks."""
    start, watch = batch_watch_at_once(_to_grave, _burn, label="asks")
    return [start, Effect(APPLY, events=watch.events, range=("delayed",), match=watch.match, resolve=_asks,
                          label="asks", at_once=True)]


def _conditioned_effects():
    """The same two effects, the one applied at once a plain function with a condition that
    does not hold."""
    start, watch = batch_watch_at_once(_to_grave, _burn, label="never")
    return [start, Effect(APPLY, events=watch.events, range=("delayed",), match=watch.match, resolve=watch.resolve,
                          condition=lambda ctx: False, label="never", at_once=True)]


class AskingAbacus(CardSource):
    """The bundled cards, with Fatal Abacus's data played by a script whose effect applied at
    once asks a question (or, `effects` given, by those effects)."""

    def __init__(self, effects=None):
        module = types.SimpleNamespace(EFFECTS=effects or _asking_effects(),
                                       DESCRIPTION="an at_once effect written for the test")
        self.stand_in = CardScript(BUNDLED.data(ABACUS), module)

    def data(self, code):
        return BUNDLED.data(code)

    def script(self, data, era=None):
        return self.stand_in if data.code == ABACUS else BUNDLED.script(data, era)

    def implemented(self, data):
        return True


def _tribute_summon(cards):
    """Fatal Abacus's data (played by `cards`' script) activated; Summoned Skull Tribute Summoned
    with Celtic Guardian. The duel and its Script, the Tribute still to choose."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Fatal Abacus")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = Duel.from_position(table.position(), cards=cards)
    s = Script(duel)
    s.pick("activate", "Fatal Abacus", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Summoned Skull", request="idle")
    return duel, s


def test_an_at_once_effect_whose_condition_fails_applies_nothing():
    """Q: an effect applied at once whose condition does not hold when its batch closes (the
    Tribute reaches the GY): is it applied? A: no: no "apply" is logged for it, nobody takes
    damage, and the Summon is finished."""
    duel, s = _tribute_summon(AskingAbacus(_conditioned_effects()))
    s.pick("tribute", "Celtic Guardian", request="tribute")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert of_type(duel, "apply") == []
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def test_an_at_once_effect_that_asks_is_refused_as_it_applies():
    """Q: a script's effect applied at once asks its player a question (a generator). What does
    the engine do as the Tribute of a Tribute Summon reaches the GY? A: it stops with a TypeError
    naming the at_once effect and the card; it does not go on as if the effect had applied."""
    duel, s = _tribute_summon(AskingAbacus())
    with pytest.raises(TypeError, match="at_once effect.*Fatal Abacus"):
        s.pick("tribute", "Celtic Guardian", request="tribute")
