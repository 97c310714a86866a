"""Where a Synchro, Link or Pendulum Summon puts its monster (seed 000 §特殊召喚: the player
puts a Special Summoned monster in any free zone it may go to; §新大師規則 【額外怪獸區域】:
under Master Rule 4 a monster from the Extra Deck goes to an Extra Monster Zone or a zone a
Link Monster points to, under Master Rule 5 a Link Monster too).

With one zone it may go to, the summon asks nothing: the monster goes there. With zone choice
off in the rules (`Rules.choose_zones`) it takes the first of its zones unasked, however many
there are. Round 24m of docs/mutation.md: the summons' own zone tests (engine/extra.py
`_synchro_proc`, engine/link.py `_link_proc`, engine/pendulum.py `_pendulum_proc`, written
out in stop 27 in place of `choose_zone`) had no test of either case; the placements of
test_zone_choice_r23z.py are Normal Summons, Sets and activations.

Cards: Gaia Knight, the Force of Earth (Level 6 Synchro), Flamvell Guard (Level 1 Tuner),
Giant Soldier of Stone (Level 3), Mystical Shine Ball (Level 2); Link Spider (Link-1, 1
Normal Monster; its one arrow points down); Foucault's Cannon and Flash Knight (scales 2 and
7). Zones 5 and 6 are the Extra Monster Zones; player 1's Link Spider in zone 6 points to
one of player 1's own Main Monster Zones, none of player 0's."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

GAIA = "Gaia Knight, the Force of Earth"
SPIDER = "Link Spider"
LOW, HIGH = "Foucault's Cannon", "Flash Knight"      # scales 2 and 7


def _monster(duel, name, player=0):
    [card] = [c for c in duel.monsters(player) if c.name == name]
    return card


def _synchro_table(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, GAIA)
    table.monster(0, "Flamvell Guard", zone=0)          # Level 1 Tuner
    table.monster(0, "Giant Soldier of Stone", zone=1)  # Level 3
    table.monster(0, "Mystical Shine Ball", zone=2)     # Level 2: 1 + 3 + 2 = 6
    return table


def _synchro_summon(duel):
    s = Script(duel, zones="ask")
    s.pick("synchro_summon", GAIA, request="idle")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    return s


def test_a_synchro_summon_with_one_zone_it_may_go_to_asks_nothing():
    """Master Rule 4, no Link Monster of player 0's: Gaia Knight may go only to an Extra
    Monster Zone, and player 1 holds zone 6: it goes to zone 5 with no zone question."""
    table = _synchro_table("MR4")
    table.monster(1, SPIDER, zone=6)
    duel = table.build()
    _synchro_summon(duel)
    assert duel.request.kind != "zone"
    gaia = _monster(duel, GAIA)
    assert (gaia.location, gaia.seq) == (S.MZONE, 5)


def test_a_synchro_summon_with_zone_choice_off_takes_the_first_zone_unasked():
    """Master Rule 1, zone choice off: the materials leave five free zones; Gaia Knight goes
    to the first, zone 0, and nobody is asked."""
    duel = _synchro_table("MR1").build()
    duel.rules = duel.rules.replace(choose_zones=False)
    _synchro_summon(duel)
    assert duel.request.kind != "zone"
    assert _monster(duel, GAIA).seq == 0


def _link_summon(duel):
    s = Script(duel, zones="ask")
    s.pick("link_summon", SPIDER, request="idle")
    while duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    return s


def test_a_link_summon_with_one_zone_it_may_go_to_asks_nothing():
    """Master Rule 5: player 0's Link Spider may go only to an Extra Monster Zone (no Link
    Monster points to a zone of theirs), and player 1 holds zone 6: it goes to zone 5 with no
    zone question."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, SPIDER)
    table.monster(0, "Mystical Elf", zone=2)        # a Normal Monster: its material
    table.monster(1, SPIDER, zone=6)
    duel = table.build()
    _link_summon(duel)
    assert duel.request.kind != "zone"
    spider = _monster(duel, SPIDER)
    assert (spider.location, spider.seq) == (S.MZONE, 5)


def test_a_link_summon_with_zone_choice_off_takes_the_first_zone_unasked():
    """Master Rule 5, both Extra Monster Zones free, zone choice off: Link Spider goes to the
    first, zone 5, and nobody is asked."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, SPIDER)
    table.monster(0, "Mystical Elf", zone=2)
    duel = table.build()
    duel.rules = duel.rules.replace(choose_zones=False)
    _link_summon(duel)
    assert duel.request.kind != "zone"
    assert _monster(duel, SPIDER).seq == 5


def test_a_pendulum_summon_with_zone_choice_off_takes_the_first_zones_unasked():
    """Scales 2 and 7, Giant Soldier of Stone (Level 3) Pendulum Summoned from the hand with
    zone choice off: it goes to the first free Main Monster Zone, zone 0, and nobody is
    asked."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, LOW, "left")
    table.pendulum(0, HIGH, "right")
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    duel.rules = duel.rules.replace(choose_zones=False)
    s = Script(duel, zones="ask")
    s.pick("pendulum_summon", request="idle")
    s.pick("select", "Giant Soldier of Stone")
    if duel.request.kind == "select":
        s.pick("done")
    s.pick("option", "Attack Position", request="option")
    assert duel.request.kind != "zone"
    soldier = _monster(duel, "Giant Soldier of Stone")
    assert (soldier.location, soldier.seq) == (S.MZONE, 0)


# A summon by a monster's own procedure (turn.py `_summon_proc_proc`): Chaos Sorcerer
# (banish 1 LIGHT and 1 DARK monster from your GY), Cyber Dragon (while only your opponent
# controls a monster)
def _procedure_summon(duel, name):
    s = Script(duel, zones="ask")
    s.pick("special_summon", name, request="idle")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    return s


def test_a_summon_by_its_own_procedure_with_one_free_zone_asks_nothing():
    """Chaos Sorcerer with Main Monster Zones 0, 1, 3 and 4 taken: it goes to zone 2 with
    no zone question."""
    table = Table(turn=3, turn_player=0)
    for zone in (0, 1, 3, 4):
        table.monster(0, "Mystical Elf", zone=zone)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")      # a LIGHT and a DARK monster
    duel = table.build()
    _procedure_summon(duel, "Chaos Sorcerer")
    assert duel.request.kind != "zone"
    sorcerer = _monster(duel, "Chaos Sorcerer")
    assert (sorcerer.location, sorcerer.seq) == (S.MZONE, 2)


def test_a_summon_by_its_own_procedure_with_zone_choice_off_takes_the_first_zone_unasked():
    """Cyber Dragon (player 1 controls a monster, player 0 none), zone choice off: it goes
    to zone 0, of five free, and nobody is asked."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf")
    table.hand(0, "Cyber Dragon")
    duel = table.build()
    duel.rules = duel.rules.replace(choose_zones=False)
    _procedure_summon(duel, "Cyber Dragon")
    assert duel.request.kind != "zone"
    assert _monster(duel, "Cyber Dragon").seq == 0


# An Xyz Summon (engine/xyz.py `_xyz_proc`): Gem-Knight Pearl (Rank 4, 2 Level 4 monsters)
PEARL = "Gem-Knight Pearl"


def _xyz_table(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.extra(0, PEARL)
    table.monster(0, "Celtic Guardian", zone=0)
    table.monster(0, "Vorse Raider", zone=1)
    return table


def _xyz_summon(duel):
    s = Script(duel, zones="ask")
    s.pick("xyz_summon", PEARL, request="idle")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    return s


def test_an_xyz_summon_with_one_zone_it_may_go_to_asks_nothing():
    """Master Rule 4, no Link Monster of player 0's: Gem-Knight Pearl may go only to an
    Extra Monster Zone, and player 1 holds zone 6: it goes to zone 5 with no zone question."""
    table = _xyz_table("MR4")
    table.monster(1, SPIDER, zone=6)
    duel = table.build()
    _xyz_summon(duel)
    assert duel.request.kind != "zone"
    pearl = _monster(duel, PEARL)
    assert (pearl.location, pearl.seq) == (S.MZONE, 5)


def test_an_xyz_summon_with_zone_choice_off_takes_the_first_zone_unasked():
    """Master Rule 5 (an Xyz Monster may go to a Main Monster Zone), zone choice off: nobody
    is asked where Gem-Knight Pearl goes."""
    duel = _xyz_table("MR5").build()
    duel.rules = duel.rules.replace(choose_zones=False)
    _xyz_summon(duel)
    assert duel.request.kind != "zone"
    assert _monster(duel, PEARL).location == S.MZONE


def test_a_monster_returning_in_the_end_phase_with_zone_choice_off_is_placed_unasked():
    """Interdimensional Matter Transporter's monster comes back in the End Phase to its
    owner's field (a placement made by plain code, engine/zones.py `_zone_later`: with zone
    choice off nothing waits for `_settle_zones`): it takes the first free zone, zone 0 (zone
    1 holds Battle Ox), and its owner is not asked, though four zones are free."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Mystical Elf", zone=0, position="defense")
    table.monster(0, "Battle Ox", zone=1)
    table.spell_trap(0, "Interdimensional Matter Transporter", zone=1)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    duel.rules = duel.rules.replace(choose_zones=False)
    s = Script(duel, zones="ask")
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Mystical Elf")
    while duel.request.kind != "idle":
        request = duel.request
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert [c.name for c in duel.players[0].banished] == ["Mystical Elf"]
    s.pick("end_turn")
    asked = []
    while duel.request is not None and duel.turn == 3:
        request = duel.request
        asked.append(request.kind)
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert "zone" not in asked
    assert duel.players[0].mzone[0] is not None and duel.players[0].mzone[0].data.name == "Mystical Elf"
