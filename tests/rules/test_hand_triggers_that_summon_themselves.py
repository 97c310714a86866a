"""seed 000 §效果分類 誘發效果, the last point: "在特定時點可以從手卡發動，并将自身特殊召喚的誘發效果有
複數在自己的手卡存在的場合，不能将其組成連鎖發動，隻能發動其中1張" -- of several triggers in one
player's hand that can be activated at one moment and Special Summon their own card, only one is
activated: they are never chained together. The player picks which (one `order` request,
`chain_trigger` options and `pass` where all are optional); the others are not activated.
Triggers that are such say so (`Effect(summons_itself=True)`); the engine gathers the hand
triggers of a moment with the others (chain.py `_mark_batch`) and keeps one of a player's such
triggers where the chain is built (`_build_trigger_chain`).

Battle Fader and Tragoedia are the pool's such cards; they never trigger at the same moment (a
direct attack's declaration, battle damage), so the second card here is a stand-in: Gorz the
Emissary of Darkness given only its "Special Summon this card from your hand" trigger, on
battle damage as Tragoedia's (the well-known Gorz and Tragoedia ruling) or on a direct attack
as Battle Fader's."""

from duelist.cards.common import TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

GORZ = "Gorz the Emissary of Darkness"


def _summon_itself(ctx):
    card = ctx.card
    if card.location == S.HAND and card.uid == ctx.link.card_uid and ctx.can_special_summon(card):
        position = yield from choose_summon_position(ctx)
        ctx.special_summon(card, position=position)


def _battle_damage_to_me(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("player") == ctx.player


def _direct_attack_on_me(ctx, ev):
    return ev.get("target") is None and ev.get("player") != ctx.player


def _hand_trigger(match, summons_itself=True, resolve=_summon_itself, **kw):
    return Effect(TRIGGER, events=kw.pop("events"), range=(S.HAND,), match=match, resolve=resolve,
                  optional=True, when=True, summons_itself=summons_itself, **kw)


def _direct_attack(*defender_hand):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(1, *defender_hand)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table


def test_tragoedia_and_gorz_on_one_battle_damage_only_one_is_activated(monkeypatch):
    """Battle damage to a player holding Tragoedia and (a stand-in) Gorz: one question, which
    one; the other is not activated and stays in the hand."""
    from duelist.engine.effects import DS_ALWAYS
    stand_in(monkeypatch, GORZ, [_hand_trigger(_battle_damage_to_me, events="damage", damage_step=DS_ALWAYS)])
    duel = _direct_attack("Tragoedia", GORZ).build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    request = s.expect(request="order", player=1)
    assert sorted((o.kind, o.name) for o in request.options) == [
        ("chain_trigger", GORZ), ("chain_trigger", "Tragoedia"), ("pass", None)]
    s.pick("chain_trigger", GORZ)
    s.pick("option", "Attack Position", player=1)
    assert [e["name"] for e in of_type(duel, "chain", start)] == [GORZ]
    assert field_monsters(duel, 1) == [GORZ]
    assert hand(duel, 1) == ["Tragoedia"]


def test_battle_fader_and_another_such_hand_trigger_on_a_direct_attack_only_one(monkeypatch):
    stand_in(monkeypatch, GORZ, [_hand_trigger(_direct_attack_on_me, events="attack")])
    duel = _direct_attack("Battle Fader", GORZ).build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("chain_trigger", "Battle Fader", player=1, request="order")
    s.pick("option", "Defense Position", player=1)
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Battle Fader"]
    assert field_monsters(duel, 1) == ["Battle Fader"]
    assert hand(duel, 1) == [GORZ]
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]


def test_a_hand_trigger_that_does_not_summon_itself_chains_with_battle_fader(monkeypatch):
    """The rule is about triggers that Special Summon their own card: a hand trigger of the
    same moment that does not (a stand-in "draw a card" one) is asked about and chained as
    any other simultaneous trigger (seed 000 §誘發效果, SEGOC)."""
    def draw(ctx):
        ctx.draw(ctx.player, 1)

    stand_in(monkeypatch, GORZ, [_hand_trigger(_direct_attack_on_me, events="attack", summons_itself=False,
                                               resolve=draw)])
    duel = _direct_attack("Battle Fader", GORZ).build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1, request="yes_no")
    s.pick("yes", GORZ, player=1, request="yes_no")
    s.pick("chain_trigger", "Battle Fader", player=1, request="order")
    for _ in range(4):
        if duel.request.kind == "option":
            break
        s.pick("pass")
    s.pick("option", "Defense Position", player=1)
    assert sorted(e["name"] for e in of_type(duel, "chain", start)) == ["Battle Fader", GORZ]
    assert field_monsters(duel, 1) == ["Battle Fader"]
    assert sorted(hand(duel, 1)) == [GORZ, "Kozaky"]


def test_each_player_activates_one_of_their_own(monkeypatch):
    """The limit is per player: both players' hand triggers of one moment (here a stand-in
    Gorz that Special Summons itself whenever anybody takes battle damage) -- each player
    activates one of theirs."""
    from duelist.engine.effects import DS_ALWAYS

    def battle_damage(ctx, ev):
        return ev.get("reason") == "battle"

    stand_in(monkeypatch, GORZ, [_hand_trigger(battle_damage, events="damage", damage_step=DS_ALWAYS)])
    table = _direct_attack(GORZ, GORZ)
    table.hand(0, GORZ, GORZ)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("chain_trigger", GORZ, player=0, request="order", first=True)
    s.pick("chain_trigger", GORZ, player=1, request="order", first=True)
    for _ in range(6):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        elif duel.request.kind == "battle":
            break
        else:
            s.pick("pass")
    assert [e["player"] for e in of_type(duel, "chain", start)] == [0, 1]
    assert field_monsters(duel, 0) == ["Celtic Guardian", GORZ]
    assert field_monsters(duel, 1) == [GORZ]
    assert hand(duel, 0) == [GORZ] and hand(duel, 1) == [GORZ]


def test_two_mandatory_such_triggers_one_must_be_activated(monkeypatch):
    """(helper h37m) Where every such trigger is mandatory the player still activates only one
    of them, but cannot decline: the question offers no `pass`, and the picked one is activated
    with no yes / no question (a stand-in Gorz whose "Special Summon this card from your hand"
    on a direct attack is mandatory)."""
    stand_in(monkeypatch, GORZ, [Effect(TRIGGER, events="attack", range=(S.HAND,), match=_direct_attack_on_me,
                                        resolve=_summon_itself, when=True, summons_itself=True)])
    duel = _direct_attack(GORZ, GORZ).build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    request = s.expect(request="order", player=1)
    assert [o.kind for o in request.options] == ["chain_trigger", "chain_trigger"]
    s.answer(request.options[1])
    s.pick("option", "Defense Position", player=1)
    assert [e["uid"] for e in of_type(duel, "chain", start)] == [request.options[1].card]
    assert field_monsters(duel, 1) == [GORZ]
    assert hand(duel, 1) == [GORZ]


def test_summons_itself_is_declared_only_on_a_trigger_that_works_in_the_hand():
    """(helper h37m) `Effect(summons_itself=True)` names the triggers this rule is about: on
    anything else (an Ignition Effect, a trigger with no range, a trigger that works in the GY)
    the script gets a clear error when it is made, never a wrong duel."""
    import pytest
    from duelist.engine.effects import IGNITION

    def nothing(ctx):
        return None

    with pytest.raises(ValueError, match="summons_itself"):
        Effect(IGNITION, range=(S.HAND,), resolve=nothing, summons_itself=True)
    with pytest.raises(ValueError, match="summons_itself"):
        Effect(TRIGGER, events="attack", resolve=nothing, summons_itself=True)
    with pytest.raises(ValueError, match="summons_itself"):
        Effect(TRIGGER, events="attack", range=(S.GRAVE,), resolve=nothing, summons_itself=True)
