"""The menus build their most common options with every field set by hand instead of
calling `Option(...)` (turn.py, battle.py, zones.py; docs/performance.md round 6b): at
every decision of random duels on the bench's deck pairs, every option of the request is
field for field the option `Option(...)` makes from them (so its key, label and dictionary,
which replays and the protocol use, are the same), with ids 0, 1, 2... in order."""

from duelist.engine.protocol import FIELDS, Option
from duelist.testing.walks import random_decisions

PAIRS = (("yugi_normals", "kaiba_normals"),
         ("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_every_option_of_every_request_is_the_option_its_fields_make():
    kinds = set()
    decisions = 0
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        request = duel.request
        for i, option in enumerate(request.options):
            values = [getattr(option, f) for f in FIELDS]
            assert option.id == i, where
            made = Option(*values[:2], card=option.card, name=option.name, target=option.target,
                          target_name=option.target_name, position=option.position,
                          effect=option.effect, zone=option.zone)
            assert made.to_dict() == option.to_dict(), where
            assert made.key == option.key, where
            kinds.add((request.kind, option.kind))
        copied = request.copy()
        assert [o.to_dict() for o in copied.options] == [o.to_dict() for o in request.options]
        decisions += 1
    # the hand-built kinds were all seen
    for kind in (("idle", "summon"), ("idle", "set"), ("idle", "change_position"), ("idle", "flip_summon"),
                 ("idle", "set_spell"), ("idle", "battle"), ("idle", "end_turn"), ("battle", "attack"),
                 ("battle", "end_battle"), ("zone", "zone")):
        assert kind in kinds, kind
    assert decisions > 1000


def test_the_card_a_menu_option_names_is_found_through_the_uid_map_as_by_a_walk():
    """The card an answered Main Phase or Battle Step option names (`_option_card`: card_by_uid's
    uid map first, the hands and zones on a miss) is, at every such decision of random duels,
    the one card of the duel holding that uid, in forks (whose map starts empty) too."""
    checked = 0
    for duel, where in random_decisions(PAIRS[1:4], seeds=range(2)):
        request = duel.request
        if request.kind not in ("idle", "battle"):
            continue
        fork = duel.fork() if len(duel.answers) % 7 == 0 else None
        for option in request.options:
            for uid in (option.card, option.target):
                if uid is None or uid == "player":
                    continue
                walked = [c for c in duel.cards if c.uid == uid]
                assert [duel._option_card(uid)] == walked, where
                if fork is not None:
                    assert fork._option_card(uid).cid == walked[0].cid, where
                checked += 1
    assert checked > 2000
