"""seed 000 §效果分類 起動效果 / 誘發效果: an activated ignition or trigger effect resolves even
though its monster has left the field since ("已經發動的起動效果，即使在發動的怪獸發生離開場上等場所移動
的情況下效果也會處理"), but one whose text says "only while this card is face-up on the field"
("記載『僅限這張卡在場上表側表示存在』的怪獸要求在發動時和處理時都在場上存在") needs its monster
face-up on the field when it is activated and when it resolves, else it does nothing
(`Effect(only_face_up=True)`, chain.py `_resolve_chain`).

No scripted card of the pool says it: Sangan stands in with "deal 500 damage to your
opponent" as an ignition effect or as a trigger when it is Normal Summoned, with and without
the clause; the opponent answers with Book of Moon (face-down) or Compulsory Evacuation
Device (back to the hand)."""

import pytest

from duelist.cards.common import IGNITION, TRIGGER, Effect
from duelist.engine import state as S
from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _burn(ctx):
    ctx.damage(ctx.opponent, 500)


def _normal_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("kind") == "normal"


def _pass_to_the_menu(duel, s):
    for _ in range(6):
        if duel.request.kind == "idle":
            return
        s.pick("pass")


@pytest.mark.parametrize("answer", ["Book of Moon", "Compulsory Evacuation Device"])
@pytest.mark.parametrize("only_face_up", [True, False])
def test_an_ignition_effect_whose_monster_is_gone_face_up_resolves_only_without_the_clause(
        monkeypatch, answer, only_face_up):
    stand_in(monkeypatch, "Sangan", [Effect(IGNITION, resolve=_burn, only_face_up=only_face_up,
                                            label="500 damage")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Sangan")
    table.spell_trap(1, answer)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sangan", request="idle")
    s.pick("activate", answer, player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Sangan", player=1)
    _pass_to_the_menu(duel, s)
    assert lp(duel) == ((8000, 8000) if only_face_up else (8000, 7500))


@pytest.mark.parametrize("only_face_up", [True, False])
def test_a_trigger_whose_monster_was_turned_face_down_resolves_only_without_the_clause(
        monkeypatch, only_face_up):
    stand_in(monkeypatch, "Sangan", [Effect(TRIGGER, events="summoned", match=_normal_summoned,
                                            resolve=_burn, only_face_up=only_face_up,
                                            label="Normal Summoned: 500 damage")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Sangan")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", request="idle")
    while duel.request.kind == "zone":
        s.pick("zone", first=True)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Sangan", player=1)
    _pass_to_the_menu(duel, s)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert lp(duel) == ((8000, 8000) if only_face_up else (8000, 7500))


def test_the_clause_is_only_for_a_monster_effect_activated_on_the_field():
    with pytest.raises(ValueError):
        Effect(IGNITION, resolve=_burn, range=(S.GRAVE,), only_face_up=True)
    with pytest.raises(ValueError):
        Effect("activate", resolve=_burn, only_face_up=True)
