"""The happenings the turn and the battle record for trigger matching, written out as one dict
literal where they happen (round 8: the Standby and End Phases, a Normal / Tribute Summon, a
Flip Summon and its flip, an attack declared, the start of the Damage Step, a monster destroyed
by battle, the two battled records, battle damage, the end of the Damage Step, the end of the
Battle Phase), must be exactly the dict `_happen` gives for the same details: the details in
the caller's order, then "type", then the card's "cid" and "uid" when there is a card (saved
and forked duels copy these dicts; triggers read them). An engine-internal check on random
duels of the bench's Goat pairs, which attack, summon, flip and destroy by battle."""

from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))

# kind -> the shapes the written-out sites give (the details as each site passes them to
# `_happen`), with a card (cid, uid) or without one (None)
SITES = {
    "phase": [(("phase", "player"), None)],
    "summoned": [(("kind", "player"), "card"),          # a Flip Summon (turn.py)
                 # a Normal / Tribute Summon, with the count of monsters Tributed (turn.py; round 59q:
                 # Precious Cards from Beyond)
                 (("kind", "player", "tributes"), "card"),
                 (("kind", "player", "origin", "by"), "card")],     # by the card's own procedure
    "set_monster": [(("player",), "card")],             # a Tribute Set
    "flipped": [(("reason",), "card")],
    "attack": [(("target", "player"), "card")],
    "battle_start": [(("target",), "card")],
    "destroyed": [(("reason", "controller", "face_up"), "card")],
    "battled": [(("opponent", "opponent_cid", "attacking"), "card")],
    "damage": [(("player", "amount", "reason", "source", "source_uid"), None)],
    "damage_step_end": [(("attacker", "attacker_uid", "target", "target_uid"), None)],
    "battle_end": [(("player",), None)],
}


def _happen_keys(duel, kind, details, with_card):
    """The keys `_happen` itself records for these details."""
    saved = duel._happened
    duel._happened = []
    try:
        card = duel.cards[0] if with_card else None
        duel._happen(kind, card, **{k: 0 for k in details})
        return list(duel._happened[0])
    finally:
        duel._happened = saved


def test_each_written_out_shape_is_happens_own():
    for duel, where in random_decisions(PAIRS[:1], seeds=range(1)):
        for kind, shapes in SITES.items():
            for details, card in shapes:
                expected = list(details) + ["type"] + (["cid", "uid"] if card else [])
                assert _happen_keys(duel, kind, details, card) == expected, (kind, details)
        break


def _attack_events(duel):
    return {(e["attacker"], e["target"], e["player"]) for e in duel.log if e["type"] == "attack"}


def test_turn_and_battle_happenings_have_happens_shape_and_the_logs_values(monkeypatch):
    allowed = {}
    for kind, shapes in SITES.items():
        allowed[kind] = [list(d) + ["type"] + (["cid", "uid"] if c else []) for d, c in shapes]
    # every happening, as each batch closes (a decision sees only the last batch), with the
    # moment it closed in: the phase, the turn player, the attack going on
    batches = []
    mark_batch = Duel._mark_batch

    def recording(self, merge=False):
        if self._happened:
            batches.append((self, list(self._happened), (self.phase, self.turn_player, self.attack)))
        return mark_batch(self, merge)

    monkeypatch.setattr(Duel, "_mark_batch", recording)
    seen = {}
    seen_shapes = set()
    for duel, where in random_decisions(PAIRS):
        for owner, batch, moment in batches:
            for ev in batch:
                _check(owner, where, ev, allowed, seen, moment)
                if ev["type"] == "summoned":
                    seen_shapes.add(tuple(ev))
        del batches[:]
    for kind in SITES:
        if kind != "set_monster":       # (a Tribute Set: rare in these decks)
            assert seen.get(kind, 0) > 0, (kind, seen)
    assert seen_shapes >= {("kind", "player", "tributes", "type", "cid", "uid"),
                           ("kind", "player", "origin", "by", "type", "cid", "uid")}, seen_shapes


def _check(duel, where, ev, allowed, seen, moment):
    kind = ev["type"]
    if kind not in SITES:
        return
    keys = list(ev)
    if kind == "summoned" and "how" in ev:
        return          # a Special Summon by an effect or from the Extra Deck: actions.py / extra.py
    if (kind == "destroyed" or kind == "damage") and ev.get("reason") != "battle":
        return          # by an effect: actions.py / destruction.py
    if kind == "flipped" and ev.get("reason") != "flip_summon":
        return          # flipped by an attack or an effect: other sites
    assert keys in allowed[kind], (where, kind, keys)
    seen[kind] = seen.get(kind, 0) + 1
    phase, turn_player, attack = moment
    if kind == "attack":
        # the record names the attacker and target the log's attack declaration names, and
        # the attack going on when its batch closed (the attack declaration's window)
        target = "player" if ev["target"] is None else ev["target"]
        assert (ev["uid"], target, ev["player"]) in _attack_events(duel), (where, ev)
        assert attack == (ev["uid"], target) and ev["player"] == turn_player, (where, ev, attack)
    elif kind == "phase":
        # the phase the duel is in when its batch closes (that phase's window), the turn player's
        assert ev["phase"] == phase and ev["player"] == turn_player, (where, ev, moment)
    elif kind == "battle_start":
        assert attack is not None and attack[0] == ev["uid"], (where, ev, attack)
    elif kind == "battled":
        assert ev["opponent_cid"] != ev["cid"] and isinstance(ev["attacking"], bool), (where, ev)
    elif kind == "damage":
        assert ev["amount"] >= 0 and ev["player"] in (0, 1), (where, ev)
    elif kind == "summoned" and "tributes" in ev:
        # the log's summon event of that monster gives the same count of Tributes (round 59q)
        assert [e["tributes"] for e in duel.log if e["type"] == "summon" and e["uid"] == ev["uid"]] == \
            [ev["tributes"]], (where, ev)
