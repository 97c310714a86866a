"""The duel's lists of cards with a phase trigger that works away from the field (Sinister
Serpent, Vampire Lord, Sacred Phoenix of Nephthys: "during your Standby Phase, if this card is
in your GY"; chain.py `_phase_cards[0:4]`), checked at every batch that closes: a card is
listed if and only if its script has such a trigger, and the list of those now in a GY or
banished, kept while no card enters or leaves those piles (`_pile_version`), is the one a
fresh walk of the piles makes, in pile order (player 0's GY, their banished cards, player
1's...), so the Standby Phase finds the same triggers in the same order (round 31w: the
oracle for any narrower key or in-place upkeep of that list)."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def _fresh_off_field(duel):
    out = []
    for p in (0, 1):
        for pile in (duel.players[p].grave, duel.players[p].banished):
            out.extend(c for c in pile if c.script is not None and c.script.phase_triggers)
    return out


def test_the_kept_lists_equal_a_fresh_walk_at_every_batch(monkeypatch):
    original = Duel._mark_batch
    seen = {"batches": 0, "listed": 0, "kept_off_field": 0, "off_field_cards": 0}

    def checked(duel, merge=False):
        happened = original(duel, merge)
        known = duel._phase_cards
        if known[0] == len(duel.cards):
            fresh = [c for c in duel.cards if c.script is not None and c.script.phase_triggers]
            assert known[1] == fresh
            seen["listed"] += 1
            if known[2] == duel._pile_version:
                kept = list(known[3])
                assert kept == _fresh_off_field(duel), (duel.turn, duel.phase)
                assert all(c.location in (S.GRAVE, S.BANISHED) for c in kept)
                seen["kept_off_field"] += 1
                seen["off_field_cards"] += len(kept)
        seen["batches"] += 1
        return happened

    monkeypatch.setattr(Duel, "_mark_batch", checked)
    for _ in random_decisions(PAIRS, range(4)):
        pass
    assert seen["batches"] > 3000 and seen["kept_off_field"] > 100 and seen["off_field_cards"] > 100, seen
