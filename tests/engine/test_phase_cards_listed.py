"""The duel's list of cards with a phase trigger that works away from the field (chain.py
`_phase_cards`, read by `_phase_cards_off_field` and `_phase_cards_away`: Sinister Serpent's
"during your Standby Phase, if this card is in your GY") is extended by the new cards alone
when the duel gains cards (tokens), not made again from every card (docs/performance.md
round 9, hcall). The invariant: at every decision of random duels on the bench's effect pairs
(Scapegoat's tokens among them), whenever the list is current (made for the duel's number of
cards) it is, in order, the duel's cards whose script has such a trigger; the duels must
have gained cards after the list was made. No bundled token has such a trigger, so the Sheep
Token is given a stand-in one (in the GY, matching nothing) for this test: the new cards
are then in the list."""

import types

from duelist.cards import registry
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def test_the_list_is_every_card_with_a_phase_trigger_away_from_the_field(monkeypatch):
    listed = Duel._phase_cards_listed
    counts = {"checked": 0, "extended": 0, "listed": 0}

    def counting(duel, known, cards):
        counts["extended" if known[0] is not None else "listed"] += 1
        return listed(duel, known, cards)
    monkeypatch.setattr(Duel, "_phase_cards_listed", counting)
    sheep = find_card("Sheep Token")
    module = types.SimpleNamespace(DESCRIPTION="test stand-in: a phase trigger in the GY", EFFECTS=[
        Effect(TRIGGER, events="phase", range=(S.GRAVE,), match=lambda ctx, ev: False,
               resolve=lambda ctx: None)])
    monkeypatch.setitem(registry.scripts, sheep.code, CardScript(sheep, module))
    tokens = 0
    for duel, where in random_decisions(PAIRS, range(10)):
        known = duel._phase_cards
        if known[0] != len(duel.cards):
            continue
        fresh = [c for c in duel.cards if c.script is not None and c.script.phase_triggers]
        assert known[1] == fresh, where
        counts["checked"] += 1
        tokens = max(tokens, sum(c.data is sheep for c in known[1]))
    assert counts["checked"] > 1000 and counts["extended"] > 5 and tokens >= 4, (counts, tokens)
