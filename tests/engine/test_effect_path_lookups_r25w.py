"""The effect-only path's lookups made once (round 25w): what a card script and a chain link
are told is what a plain look at the duel gives.

- `Ctx.monsters` and `Ctx.spells_traps` (engine/effects.py; the five Main Monster Zones
  written out where face-up monsters are asked for, the sides named without `_players`) list
  the same cards in the same order as a walk of each side's zones: Main Monster Zones left to
  right, then that side's monsters in the Extra Monster Zones; Spell & Trap Zones left to
  right, then the Field Zone. Asked for every side and position at every decision of random
  duels on the effect decks.
- A chain link's targets as its resolution sees them (`ctx.targets`, chain.py
  `_valid_targets`): a "cannot be targeted" protection stops only the choice of a target, at
  activation; a target chosen before the protection applied is still the target when the link
  resolves (Lord of D. brought out in the chain does not take its Dragon away: yugioh-wiki
  《ロード・オブ・ドラゴン−ドラゴンの支配者−》; stop 40, h40c's request 3). A target that left the
  field is no longer the target.
- Trigger collection after a batch of several happenings (chain.py `_mark_batch`): a
  happening's own card is a candidate only where one of its triggers for a type of the batch
  works where it stands; a card whose trigger works there still triggers (Sangan destroyed
  by battle with another monster searches)."""

import types

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import Link
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))

SIDES = ("me", "opp", "both", 0, 1)


def _sides(player, who):
    if who == "me":
        return (player,)
    if who == "opp":
        return (1 - player,)
    if who == "both":
        return (player, 1 - player)
    return (who,)


def _walk_monsters(duel, player, who, face_up):
    out = []
    for p in _sides(player, who):
        here = [c for c in duel.players[p].mzone if c is not None]
        here += [c for c in duel.emz if c is not None and c.controller == p]
        out += [c for c in here if face_up is None or c.face_up == face_up]
    return out


def _walk_spells_traps(duel, player, who, face_up, include_field):
    out = []
    for p in _sides(player, who):
        here = [c for c in duel.players[p].szone if c is not None]
        if include_field and duel.players[p].fzone is not None:
            here.append(duel.players[p].fzone)
        out += [c for c in here if face_up is None or c.face_up == face_up]
    return out


def test_the_field_selectors_list_what_a_walk_of_the_zones_lists():
    checked = 0
    face_down_seen = 0
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        if duel.turn < 2:
            continue
        for player in (0, 1):
            ctx = E.Ctx(duel, duel.cards[0], None, player)
            for who in SIDES:
                for face_up in (None, True, False):
                    assert ctx.monsters(who, face_up=face_up) == _walk_monsters(duel, player, who, face_up), \
                        (where, player, who, face_up)
                    for include_field in (True, False):
                        assert ctx.spells_traps(who, face_up=face_up, include_field=include_field) == \
                            _walk_spells_traps(duel, player, who, face_up, include_field), \
                            (where, player, who, face_up, include_field)
                if ctx.monsters(who, face_up=False):
                    face_down_seen += 1
        checked += 1
    assert checked > 300
    assert face_down_seen > 0       # the position test was asked of face-down monsters too


def _linked(lord_of_d):
    """A two-target link of player 0's (its spec: any monster on the field) that chose Koumori
    Dragon (player 1's) and Lord of D. or, without it, another Koumori Dragon."""
    table = Table(turn=3)
    table.monster(0, "Lord of D." if lord_of_d else "Koumori Dragon")
    table.monster(1, "Koumori Dragon")
    table.hand(0, "Book of Moon")
    duel = table.build()
    book = duel.players[0].hand[0]
    spec = E.Target(lambda ctx: ctx.monsters("both"), count=2)
    effect = types.SimpleNamespace(index=0, target=(spec,))
    link = Link(book, effect, 0, True)
    first, second = duel.players[1].mzone[0], duel.players[0].mzone[0]
    link.groups.append([first.uid, second.uid])
    link.targets.extend([first.uid, second.uid])
    return duel, E.Ctx(duel, book, effect, 0, link), first, second


def test_a_link_resolves_on_its_targets_though_one_can_no_longer_be_targeted():
    duel, ctx, dragon, other = _linked(False)
    assert "untargetable" not in duel._cont_tags_present
    assert ctx.targets == [dragon, other]
    # Lord of D. on the field: its Dragon could not be chosen now, but it was chosen before:
    # still a target, as Lord of D. itself is
    duel, ctx, dragon, lord = _linked(True)
    assert not duel._can_target(ctx, dragon)
    assert ctx.targets == [dragon, lord]


def test_a_target_that_left_the_field_is_no_longer_the_target():
    duel, ctx, dragon, other = _linked(False)
    duel.destroy([dragon], "effect")
    assert ctx.targets == [other]


def test_a_happening_card_whose_trigger_works_where_it_stands_still_triggers():
    """Sangan and another monster destroyed together (one batch of several happenings): Sangan's
    "sent to the GY" trigger works in the GY, where it now is, and goes pending; the other
    monster, with no trigger, adds nothing."""
    table = Table(turn=3)
    table.monster(0, "Sangan")
    table.monster(0, "Koumori Dragon")
    duel = table.build()
    sangan, dragon = duel.players[0].mzone[0], duel.players[0].mzone[1]
    duel.pending = []
    duel.destroy([sangan, dragon], "effect")
    duel._mark_batch()
    assert sangan.location == S.GRAVE
    assert [t["cid"] for t in duel.pending] == [sangan.cid]
