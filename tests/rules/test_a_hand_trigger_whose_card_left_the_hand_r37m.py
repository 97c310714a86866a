"""seed 000 §效果分類 誘發效果: a trigger is activated by the card that met its moment, where it
met it; a card that moves is a new object (DESIGN §3). A trigger that works in the hand (and
here in the GY too) whose card went from the hand to the GY after its moment is not activated:
the card in the GY did not meet that moment.

Player 1 holds Gorz the Emissary of Darkness given a stand-in trigger: "if its owner takes
damage, he draws a card", working in the hand and in the GY (an "if" trigger: it does not miss
its timing). Player 0 activates Dust Tornado (Chain Link 1, a stand-in Trap: "send the
opponent's whole hand to the GY") and chains Waboku (Chain Link 2, a stand-in Trap: "500 damage
to the opponent"). Chain Link 2 deals the damage while Gorz is in the hand; Chain Link 1 then
sends it to the GY. Once the chain has resolved the trigger is not activated: no third chain,
no draw.

Helper h37m (mutation testing of stop 37): chain.py `_build_trigger_chain` skips a pending
trigger that works in the hand when its card is no longer the object that met the moment;
with that test deleted, or its hand half dropped, the trigger was activated from the GY and
player 1 drew."""

from duelist.cards.common import TRIGGER, Effect, activate
from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

GORZ = "Gorz the Emissary of Darkness"


def _damage_to_me(ctx, ev):
    return ev.get("player") == ctx.player


def _draw(ctx):
    ctx.draw(ctx.player, 1)


def _burn_the_opponent(ctx):
    ctx.damage(1 - ctx.player, 500)


def _discard_the_opponents_hand(ctx):
    ctx.send_to_grave(list(ctx.hand("opp")), reason="discard")


def test_a_hand_trigger_whose_card_went_to_the_grave_since_its_moment_is_not_activated(monkeypatch):
    stand_in(monkeypatch, GORZ, [Effect(TRIGGER, events="damage", range=(S.HAND, S.GRAVE), match=_damage_to_me,
                                        resolve=_draw, optional=True, label="draw")])
    stand_in(monkeypatch, "Dust Tornado", [activate(_discard_the_opponents_hand)])
    stand_in(monkeypatch, "Waboku", [activate(_burn_the_opponent)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Waboku")
    table.hand(1, GORZ)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Kozaky"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dust Tornado", request="idle")
    s.pick("activate", "Waboku", player=0, request="chain")
    for _ in range(6):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    assert s.expect(player=0).kind == "idle"          # nobody is asked about Gorz
    assert lp(duel) == (8000, 8000 - 500)
    assert grave(duel, 1) == [GORZ]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Dust Tornado", "Waboku"]
    assert hand(duel, 1) == []                        # no draw
