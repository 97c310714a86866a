"""The engine plays the cards it is handed (issue 9 §2): it never imports duelist.cards;
the bundled cards are only its default source."""

import pathlib
import re

import pytest

from duelist.cards.db import get_card
from duelist.engine.duel import DeckRefusedError, Duel
from duelist.engine.source import CardSource

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "duelist" / "engine"


def test_no_engine_module_imports_the_card_package():
    offenders = [p.name for p in sorted(ENGINE.glob("*.py"))
                 if re.search(r"^\s*(from duelist\.cards|import duelist\.cards)", p.read_text(), re.M)]
    assert offenders == []


class NormalsOnly(CardSource):
    """A source that knows two Normal Monsters, under passcodes of its own."""

    def __init__(self):
        self.cards = {1: get_card(46986414), 2: get_card(89631139)}   # Dark Magician, Blue-Eyes
        self.asked = []

    def data(self, code):
        self.asked.append(code)
        if code not in self.cards:
            raise KeyError(code)
        return self.cards[code]

    def script(self, data, era=None):
        return None

    def implemented(self, data):
        return True


def test_a_duel_plays_the_card_source_it_is_handed():
    source = NormalsOnly()
    duel = Duel([1] * 20 + [2] * 20, [2] * 40, seed=4, cards=source)
    assert set(source.asked) == {1, 2}
    assert duel.source is source
    names = {c.name for c in duel.cards}
    assert names == {"Dark Magician", "Blue-Eyes White Dragon"}
    fork = duel.fork()
    assert fork.source is source and fork.log_digest() == duel.log_digest()


def test_an_unknown_passcode_of_the_source_is_a_clear_refusal():
    with pytest.raises(DeckRefusedError, match="unknown passcode 3"):
        Duel([3] * 40, [1] * 40, cards=NormalsOnly())


def test_a_position_is_set_up_through_the_public_api():
    """Duel.from_position: every zone, position, marks (counters) and "properly summoned"
    status, without touching the engine's private state."""
    from duelist.engine import state as S
    duel = Duel.from_position({
        "turn": 5, "turn_player": 1, "first_player": 0, "stage": "main", "phase": "main2",
        "lp": [3000, 7000], "normal_summons": [0, 1],
        "cards": [
            {"player": 0, "location": S.MZONE, "card": 71413901, "zone": 2, "position": S.FACEUP_ATTACK,
             "turn_placed": 4, "summon_kind": "normal", "marks": {"spell_counter": 1}},
            {"player": 1, "location": S.MZONE, "card": 72989439, "position": S.FACEUP_DEFENSE,
             "summon_kind": "proc", "properly_summoned": True},
            {"player": 1, "location": S.SZONE, "card": 12607053, "zone": 4, "position": S.FACEDOWN},
            {"player": 0, "location": S.DECK, "card": 46986414},
            {"player": 0, "location": S.DECK, "card": 89631139},
            {"player": 1, "location": S.GRAVE, "card": 89631139},
        ]})
    breaker = duel.players[0].mzone[2]
    assert breaker.name == "Breaker the Magical Warrior" and duel.atk(breaker) == 1900
    bls = duel.monsters(1)[0]
    assert bls.position == S.FACEUP_DEFENSE and bls.cid in duel.proper_summons
    assert duel.players[1].szone[4].name == "Waboku" and not duel.players[1].szone[4].face_up
    assert duel.players[0].deck[-1].name == "Dark Magician"        # listed first: the top card
    assert (duel.players[0].lp, duel.players[1].lp) == (3000, 7000)
    assert duel.request.player == 1 and duel.phase == "main2"
