"""A monster's original ATK (元々の攻撃力) off the field, and who may declare "its original ATK
becomes".

Seed 000 §怪獸卡 (攻擊力 / 守備力: the values printed on a monster card) and §效果分類 (永續效果: an
effect that applies while its card is face-up on the field, to cards on the field). The
official rulebook (as quoted by yugioh-wiki, 元々の攻撃力(守備力)): "original ATK" is the printed
value; a continuous "its original ATK becomes X" effect (Chimeratech Fortress Dragon, Gladiator
Beast Laquari) changes it only for a monster it applies to on the field. So a monster in the GY
has its printed original ATK whatever such an effect on the field says (the engine:
actions.py `Duel.original_stat`, read by `Ctx.original_atk`; tests/rules/test_original_stats.py
for the monsters on the field).

Round 39m (mutation testing of stop 39's lines): each test fails with a mutant that no earlier
test noticed (named in the test)."""

import pytest

from duelist.cards.common import C, CONTINUOUS, IGNITION, Effect
from duelist.engine import state as S
from duelist.testing.scenario import Table
from tests.rules.stand_ins import stand_in


def _every_original_atk_becomes_1000(monkeypatch):
    """Celtic Guardian as a stand-in: "the original ATK of every monster becomes 1000" (no card
    of the pool sets another card's original ATK), its `affects` saying yes to any card: what
    it reaches is the engine's to say."""
    stand_in(monkeypatch, "Celtic Guardian", [
        Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=lambda ctx, card: True,
               value=lambda ctx, card: (1000, None), label="every monster: original ATK 1000")])


def test_a_monster_in_the_gy_keeps_its_printed_original_atk(monkeypatch):
    """With the stand-in face-up on player 0's field, player 1's face-up Battle Ox (1700)
    has original ATK 1000; Summoned Skull in player 1's GY keeps its printed 2500. (Mutants:
    `original_stat`'s Monster Zone test dropped, or its `and`s written `or`: the GY card read
    1000.)"""
    _every_original_atk_becomes_1000(monkeypatch)
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    assert duel.original_stat(ox.card(duel), 0) == 1000
    skull = [c for c in duel.players[1].grave if c.name == "Summoned Skull"][0]
    assert skull.location == S.GRAVE
    assert duel.original_stat(skull, 0) == 2500 and duel.original_stat(skull, 1) == 1200


def test_only_a_continuous_effect_may_declare_an_original_value():
    """`original=True` says "its original ATK/DEF becomes" (a continuous effect, seed 000
    §效果分類 永續效果): an Ignition effect tagged C.SET_STATS that declares it fails when the
    card module is imported, as a continuous one with another tag does
    (tests/rules/test_original_stats.py). (Mutant: `Effect.__init__`'s `kind != CONTINUOUS`
    test dropped: only the tag was checked.)"""
    with pytest.raises(ValueError):
        Effect(IGNITION, tag=C.SET_STATS, original=True, resolve=lambda ctx: None)
