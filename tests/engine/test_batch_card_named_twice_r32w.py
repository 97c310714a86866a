"""Trigger collection at a batch of several happenings (chain.py `_mark_batch`): a card named by
two happenings of the batch (Sangan "destroyed" and "moved" to the GY, a monster "flipped" and
"summoned") is a candidate once, so each of its triggers is made pending at most once for the
batch, and a face-up field card named by a happening is not taken again as a field listener.
Since round 32w the batch keeps no set of every named card's id: the few candidates are
looked through by identity. The plain collection (tests/engine/test_trigger_indexes.py) checks
the order; this checks the once, at every such batch of random duels of the four effect
pairs."""

from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def test_a_card_named_twice_in_a_batch_triggers_once(monkeypatch):
    original = Duel._mark_batch
    seen = {"several": 0, "named_twice": 0, "named_twice_with_triggers": 0, "collected": 0}

    def checked(duel, merge=False):
        happened = list(duel._happened)
        before = len(duel.pending)
        closed = original(duel, merge)
        if len(happened) > 1 and duel._any_scripts:
            seen["several"] += 1
            got = [(t["cid"], t["effect"]) for t in duel.pending[before:] if not t.get("delayed")]
            assert len(got) == len(set(got)), (got, duel.turn, len(duel.answers))
            seen["collected"] += len(got)
            cids = [ev.get("cid") for ev in happened if ev.get("cid") is not None]
            twice = set(cid for cid in cids if cids.count(cid) > 1)
            if twice:
                seen["named_twice"] += 1
                if any(duel.cards[cid].script is not None and duel.cards[cid].script.triggers for cid in twice):
                    seen["named_twice_with_triggers"] += 1
        return closed

    monkeypatch.setattr(Duel, "_mark_batch", checked)
    for _ in random_decisions(PAIRS, range(12)):
        pass
    assert seen["several"] > 1000 and seen["named_twice"] > 300 and seen["named_twice_with_triggers"] > 30 \
        and seen["collected"] > 30, seen
