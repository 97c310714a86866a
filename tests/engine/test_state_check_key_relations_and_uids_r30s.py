"""The state checks' key of quiet steps (engine/actions.py `_state_check_pass`, in
`Duel._phase_cards[10:20]`) after round 30s: the relations are the key's through [10] (every
change of the list empties it: `relate`, `equip`, `_cut_relations`), and the lingering step's
answer holds at any uid dealt where every object it found was on the field ([15] None).

Rulings (ENGINE.md §2): after each action the state checks end a delayed effect bound to a
card object that is gone (engine/lasting.py `while_here`), destroy an Equip Card left without
a legal monster and record whether a related card's effect is negated. A check may make no
pass only where none of that could have changed since a pass found nothing to do:

- a relation made or cut since (a second Equip Card on the same monster, a tie cut) is a
  change: the next check looks again;
- a card that moves between piles (a draw, a discard) deals a new uid: a delayed effect bound
  to a card in a pile may be the one that moved, so the next check looks again (round 26n);
  one bound to a card on the field cannot have moved without the field changing, so the check
  makes no pass -- and the effect ends at the first check once that card has left the field.

An engine-internal check: the checks, their pass and the key are private."""

from duelist.engine import state as S
from duelist.engine.lasting import while_here
from duelist.engine.names import L, R
from duelist.testing.scenario import Table


def _counting(duel):
    """The passes `duel`'s checks make from now on (a list of one count)."""
    passes = [0]
    real = duel._state_check_pass

    def counted(roles=None):
        passes[0] += 1
        return real(roles)

    duel._state_check_pass = counted
    return passes


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def _bound_delay(duel, burial, card):
    """Premature Burial's delayed effect (its effect 1), bound to `card` (this object), as a
    script would start it (`ctx.delay(1, until=while_here(card))`)."""
    return duel.start_lasting(L.DELAYED, while_here(card), delayed=(burial.cid, 1, 0), source=burial.data.code)


def _equipped_table():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    rat = table.monster(0, "Giant Rat")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    # round 55c: an Equip Spell with no script (Horn of the Unicorn, used here before, has one now)
    horn = table.spell_trap(0, "Fighting Spirit", face_down=False, equipped_to=rat)     # round 59e: Elf's Light has a script now
    table.deck(0, ["Kuriboh", "Kuriboh"])
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    return table, ox, axe, horn


def test_an_equip_card_moved_to_another_monster_makes_the_next_check_look_again():
    """Lucky Iron Axe equips Battle Ox, Fighting Spirit Giant Rat; two quiet checks, the
    second makes no pass. Fighting Spirit is equipped to Battle Ox instead, without any card
    moving (its relation replaced, the same field): the next check makes a pass and finds both
    Equip Cards legal."""
    table, ox, axe, horn = _equipped_table()
    duel = table.build()
    ox, axe, horn = ox.card(duel), axe.card(duel), horn.card(duel)
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True
    passes = _counting(duel)
    duel._state_checks()
    assert passes[0] == 0
    version = duel._field_version
    assert duel.equip(horn, ox)
    assert duel._field_version == version        # (no card moved: only the relations changed)
    assert duel._phase_cards[10] is None
    duel._state_checks()
    assert passes[0] == 1
    assert axe.location == S.SZONE and horn.location == S.SZONE
    assert duel.equipped_to(horn) is ox and duel.equipped_to(axe) is ox
    duel._state_checks()        # (quiet again at the new key: no pass)
    assert passes[0] == 1


def test_a_relation_made_or_cut_empties_the_key():
    """`relate` and a cut (`_cut_relations`, here Battle Ox turned face-down, `change_position`)
    each leave no key: the check after them makes a pass; after the cut Lucky Iron Axe is sent
    to the GY by it (its monster face-down), Fighting Spirit stays on Giant Rat."""
    table, ox, axe, horn = _equipped_table()
    duel = table.build()
    ox, axe, horn = ox.card(duel), axe.card(duel), horn.card(duel)
    _quiet_twice(duel)
    passes = _counting(duel)
    duel.relate(R.EQUIP, axe, ox)
    assert duel._phase_cards[10] is None
    _quiet_twice(duel)
    assert passes[0] == 1 and duel._phase_cards[11] is True
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    assert duel._phase_cards[10] is None
    duel._state_checks()
    assert passes[0] >= 2
    assert axe.location == S.GRAVE and horn.location == S.SZONE


def test_a_delayed_effect_bound_to_a_card_on_the_field_makes_no_pass_for_a_draw():
    """A delayed effect of Premature Burial (in the GY) bound to Battle Ox on the field: two
    quiet checks; a card drawn and one discarded (uids dealt, the field the same): the next
    check makes no pass and the effect goes on; Battle Ox sent to the GY: the next check ends
    it."""
    table = Table(turn=3, turn_player=0, phase="main1")
    burial = table.grave(0, "Premature Burial")
    ox = table.monster(0, "Battle Ox")
    rat = table.hand(0, "Giant Rat")
    table.deck(0, ["Kuriboh", "Kuriboh"])
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    burial, ox, rat = burial.card(duel), ox.card(duel), rat.card(duel)
    entry = _bound_delay(duel, burial, ox)
    _quiet_twice(duel)
    assert entry in duel.lingering and duel._phase_cards[11] is True
    assert duel._phase_cards[15] is None        # (every object it found is on the field)
    passes = _counting(duel)
    uid = duel._next_uid
    duel._draw(0)
    duel.move(rat, S.GRAVE, 0)
    assert duel._next_uid > uid
    duel._state_checks()
    assert passes[0] == 0 and entry in duel.lingering
    duel.move(ox, S.GRAVE, 0)
    duel._state_checks()
    assert passes[0] == 1 and entry not in duel.lingering


def test_beside_one_bound_to_a_card_off_the_field_a_draw_still_makes_a_pass():
    """The same, and a second delayed effect of Premature Burial bound to Premature Burial in
    the GY: a card drawn deals a uid that no key covers (the GY card could be the one that
    moved), so the next check makes a pass; Premature Burial banished: the next check ends its
    delayed effect, Battle Ox's goes on."""
    table = Table(turn=3, turn_player=0, phase="main1")
    burial = table.grave(0, "Premature Burial")
    ox = table.monster(0, "Battle Ox")
    table.deck(0, ["Kuriboh", "Kuriboh"])
    table.hand(1, "Book of Moon")
    duel = table.build()
    burial, ox = burial.card(duel), ox.card(duel)
    here = _bound_delay(duel, burial, ox)
    gone = _bound_delay(duel, burial, burial)
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and duel._phase_cards[15] == duel._next_uid
    passes = _counting(duel)
    duel._draw(0)
    duel._state_checks()
    assert passes[0] == 1
    assert here in duel.lingering and gone in duel.lingering
    duel.move(burial, S.BANISHED, 0)
    duel._state_checks()
    assert passes[0] == 2
    assert here in duel.lingering and gone not in duel.lingering
