"""A card in the GY whose trigger answers a phase is found there at the first phase a duel
reaches, and at the phases its script declares for either turn (seed 004 §准备阶段; Sinister
Serpent: "during your Standby Phase, if this card is in your GY, you can add it to your hand").

chain.py `_mark_batch` looks for such cards at a lone phase happening only at a phase some
script of the duel declares (`Duel._hears[3]`, the union of its scripts' `phase_moments`: their
controller's own turn's phases and the opponent's), and makes the duel's list of them at its
first phase (a duel built at its Standby Phase, its list not made yet). Round 30n: mutation
testing of round 29w's gate (then the union was the process's, and this test set it by hand)."""

import pytest

from duelist.cards.common import TRIGGER, During, Effect
from duelist.cards.scripts import c08131171_sinister_serpent as serpent
from duelist.engine import state as S
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _opponents_standby(ctx, ev):
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") != ctx.player


@pytest.mark.parametrize("whose", ["own", "opponent"])
def test_the_serpent_returns_at_the_standby_phase_its_script_declares(monkeypatch, whose):
    """Sinister Serpent in player 0's GY, the duel's one card with such a trigger: as printed
    (player 0's own Standby Phase), or a stand-in of the opponent's Standby Phase. The duel is
    built at that Standby Phase: player 0 is asked, and the Serpent returns to their hand."""
    if whose == "own":
        stand_in(monkeypatch, "Sinister Serpent", serpent.EFFECTS)
    else:
        stand_in(monkeypatch, "Sinister Serpent", [
            Effect(TRIGGER, events="phase", range=(S.GRAVE,), during=During(opponent=(S.PHASE_STANDBY,)),
                   match=_opponents_standby, condition=serpent.still_in_grave,
                   optional=True, resolve=serpent.resolve, label="return to hand")])
    turn_player = 0 if whose == "own" else 1
    # (today's texts: a stand-in replaces today's script; under GOAT the card's 2005 text,
    # ERAS, would be played instead)
    table = Table(rules="MR5", turn=3 if whose == "own" else 4, turn_player=turn_player, phase="standby")
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    assert duel._hears[3] == {S.PHASE_STANDBY}
    s = Script(duel)
    assert duel.request.kind == "yes_no" and duel.request.player == 0
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Sinister Serpent"] and grave(duel, 0) == []
