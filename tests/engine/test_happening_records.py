"""The happenings the engine records for trigger matching (`_happen`, and the hot sites that
write its dict out as one literal: a card moving, a Special Summon, effect damage, a chain
link activated / targeting / resolved - round 7e) keep one shape: the details in the
caller's order, then "type", then the card's "cid" and "uid" when there is a card. The
written-out sites must give exactly the dict `_happen` gives (same keys, same order: saved
and forked duels copy these dicts). An engine-internal check on random duels."""

from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))

WRITTEN_OUT = {
    "moved": ["prev", "origin", "to", "reason", "by", "controller", "face_up", "cause", "type", "cid", "uid"],
    "activated": ["player", "link", "spell", "trap", "card_activation", "type", "cid", "uid"],
    "targeted": ["link", "player", "source", "source_uid", "type", "cid", "uid"],
    "resolved": ["link", "player", "targets", "negated", "type", "cid", "uid"],
}

MOVED_SUMMONED = WRITTEN_OUT["moved"][:8] + ["summoned_by"] + WRITTEN_OUT["moved"][8:]


def test_recorded_happenings_keep_happens_shape():
    seen = {}
    last = None
    for duel, where in random_decisions(PAIRS):
        batch = duel._last_batch_events
        if batch is last:
            continue
        last = batch
        for ev in batch:
            keys = list(ev)
            kind = ev["type"]
            if "uid" in ev and "cid" in ev and keys[-2:] == ["cid", "uid"]:
                assert keys[-3] == "type", (where, keys)
            elif kind not in ("unrelated",):
                assert keys[-1] == "type", (where, keys)
            if kind in WRITTEN_OUT:
                if kind == "moved" and "summoned_by" in ev:
                    # (the object that left had been Special Summoned by an effect: one more detail,
                    # before "type", as `_happen` places it: round 53l, Dark Mimic LV3)
                    assert keys == MOVED_SUMMONED, (where, keys)
                else:
                    assert keys == WRITTEN_OUT[kind], (where, keys)
                seen[kind] = seen.get(kind, 0) + 1
    assert seen.get("moved", 0) > 50 and seen.get("activated", 0) > 5 and seen.get("resolved", 0) > 5, seen


def test_a_written_out_site_gives_what_happen_gives():
    # `_happen` itself, for the same details: the dict the moved site writes out
    for duel, where in random_decisions(PAIRS[:1], seeds=range(1)):
        card = duel.cards[0]
        duel._happened = []
        duel._happen("moved", card, prev=1, origin="deck", to="hand", reason="draw", by=0, controller=0,
                     face_up=False, cause=None)
        assert list(duel._happened[0]) == WRITTEN_OUT["moved"]
        duel._happen("moved", card, prev=1, origin="mzone", to="grave", reason="battle", by=1, controller=0,
                     face_up=True, cause=None, summoned_by=[74713516, True])
        assert list(duel._happened[1]) == MOVED_SUMMONED
        break
