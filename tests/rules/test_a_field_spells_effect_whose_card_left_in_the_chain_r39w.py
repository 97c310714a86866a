"""An effect a face-up Field Spell activated on the field, its card destroyed in answer in the
same chain, is not applied: seed 000 §場地魔法 (連鎖已經發動的場地魔法發動的新的效果将該場地魔法破壞的
場合，場地魔法效果不處理). chain.py `_resolve_chain`'s rule for such effects, its Field Zone part
(`effect.range == _FZONE_ONLY`).

No Field Spell of the pool activates an effect after its activation (their effects are
continuous): Yami stands in for one, a Field Spell with an Ignition Effect "gain 1000 LP"
activated from the Field Zone (tests/rules/stand_ins.py).

Round 39w (mutation testing of stop 39's last lines): fails with the mutant that drops the Field
Zone from the rule (`chain.py | drop-or-operand-1 | effect.range == _SZONE_ONLY or effect.range
== _FZONE_ONLY`)."""

from duelist.cards.common import activate
from duelist.engine import state as S
from duelist.engine.effects import IGNITION, Effect
from duelist.testing.scenario import Script, Table

from tests.rules.stand_ins import stand_in


def _yami_gains(monkeypatch):
    stand_in(monkeypatch, "Yami", [
        activate(),
        Effect(IGNITION, range=(S.FZONE,), resolve=lambda ctx: ctx.recover(ctx.player, 1000),
               label="gain 1000 LP")])


def _table(monkeypatch, typhoon):
    _yami_gains(monkeypatch)
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    if typhoon:
        table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table.build()


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def test_a_field_spells_effect_resolves_while_its_card_stays(monkeypatch):
    """The stand-in's effect with its card still there: 1000 LP gained (the test's control)."""
    duel = _table(monkeypatch, typhoon=False)
    s = Script(duel)
    s.pick("activate", "Yami")
    _resolve(duel, s)
    assert duel.players[0].lp == 9000


def test_the_effect_of_a_field_spell_destroyed_in_answer_is_not_applied(monkeypatch):
    """Question: player 0 activates the Field Spell's effect ("gain 1000 LP"); player 1 chains
    Mystical Space Typhoon and destroys the Field Spell. Does player 0 gain the 1000 LP?
    Answer: no (8000 LP); the Field Spell is in the GY."""
    duel = _table(monkeypatch, typhoon=True)
    s = Script(duel)
    s.pick("activate", "Yami")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Yami", player=1)
    _resolve(duel, s)
    assert "Yami" in [c.name for c in duel.players[0].grave]
    assert duel.players[0].lp == 8000
