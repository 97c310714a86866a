"""The state checks' pass keeps its field roles current step by step (docs/performance.md,
round 20s: engine/actions.py `_state_check_pass`). ENGINE.md §2: after each action the
state checks end lasting effects bound to an object that is gone, destroy Equip Cards
without a legal monster, check special wins, settle bound controls, apply STATE effects,
record whether each relation's source is negated and turn the monsters a force_defense
effect reaches to Defense Position, in that order, each step on the field as the steps
before it left it.

Up to the STATE effects the pass looks at the field version only after a step that called
what can move a card (the equip rule's destroy, `_bound_controls`, a special win), instead of
between every two steps (after the STATE effects the relations step and the forcers look for
themselves, as before); and its walk of the lasting effects keeps no count (the index of an
entry that ended is looked up once it ended).

- Judge's rulings: an Equip Spell whose monster was turned face-down is destroyed, and in the
  same check a face-up Level Limit - Area B turns the opponent's Level 4 monster to Defense
  Position (the Axe first, then the position); a delayed effect "while related" whose
  relation was cut ends at the next check while the lasting effects before and after it in
  the list go on, in their order; the same with the ended one first and last.
- Whole duels: at every line of a pass that reads the field roles for a step (the Equip
  Cards, the takers, the STATE cards, the forcers, the field's monsters), in random duels of the four effect pairs, the roles are those of the field as it
  is then, also after a step in the same pass moved cards (seen in these duels).

An engine-internal check: the pass is private."""

import sys

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.lasting import END_OF_TURN, Lasting, Until, while_here, while_related
from duelist.engine.names import L, R
from duelist.testing.scenario import Table

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_an_equip_lost_and_a_forced_position_in_one_check():
    """Lucky Iron Axe equipped to Battle Ox; Battle Ox turned face-down; player 1's Gemini
    Elf (Level 4) in Attack Position beside a face-up Level Limit - Area B. One state check:
    the Axe is destroyed (equip_lost: its monster is face-down), then Gemini Elf is changed
    to Defense Position, on the field the destroy left."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    elf = table.monster(1, "Gemini Elf")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    duel = table.build()
    ox, axe, elf = ox.card(duel), axe.card(duel), elf.card(duel)
    duel._state_checks()
    assert elf.position == S.FACEUP_DEFENSE     # (the Area B applies: the set-up is live)
    duel.change_position(elf, S.FACEUP_ATTACK)
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    before = len(duel.log)
    duel._state_checks()
    kinds = [e["type"] for e in list(duel.log)[before:]]
    assert "equip_lost" in kinds
    assert axe.location == S.GRAVE and ox.location == S.MZONE
    assert elf.position == S.FACEUP_DEFENSE
    lost = kinds.index("equip_lost")
    assert any(k == "position" or k == "position_changed" or k.startswith("position")
               for k in kinds[lost + 1:]), kinds


def _three_lasting(duel, ended):
    """Three lasting effects in this order: a stat change until the end of the turn, a
    delayed effect while related, a delayed effect while its card is here; the one at
    `ended` (0, 1 or 2) is a delayed effect while related whose relation is gone."""
    monster = duel.players[0].mzone[0]
    kept = [Lasting(L.STATS, Until(END_OF_TURN), uid=monster.uid, info={"atk": 100}),
            Lasting(L.DELAYED, while_related(monster), cid=monster.cid, effect=0),
            Lasting(L.DELAYED, while_here(monster), cid=monster.cid, effect=0)]
    # the relation the "while related" one needs, from the monster to itself
    duel.relate(R.REVIVED, monster, monster)
    gone = Lasting(L.DELAYED, while_related(monster), cid=monster.cid, effect=0)
    gone.until.uid = -1      # (its card object is gone: no relation from it)
    entries = kept[:]
    entries[ended] = gone
    for entry in entries:
        duel.add_lasting(entry)
    return entries, gone


def _duel_for_lasting():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.hand(1, "Book of Moon")      # (a card with a script: the duel has state checks to run)
    duel = table.build()
    duel._state_checks()
    return duel


def test_a_delayed_effect_whose_relation_is_gone_ends_and_the_others_go_on_in_order():
    """A delayed effect "while related" (Call of the Haunted's) whose relation was cut ends
    at the next state check; the lasting effects before and after it in the list go on, in
    the same order, wherever in the list the ended one was."""
    for ended in (0, 1, 2):
        duel = _duel_for_lasting()
        entries, gone = _three_lasting(duel, ended)
        assert [e for e in duel.lingering] == entries
        version = duel._lasting_version
        duel._state_checks()
        assert gone not in duel.lingering
        assert duel.lingering == [e for e in entries if e is not gone], ended
        assert duel._lasting_version > version
        # nothing more ends at the next check
        version = duel._lasting_version
        duel._state_checks()
        assert duel.lingering == [e for e in entries if e is not gone]
        assert duel._lasting_version == version


# the lines of a pass that read the field roles for a step (source text, stripped)
_READS = ("if plan[0] is not None:", "takers = plan[1]", "states = plan[4]", "elif plan[3] is not None:",
          "forcers = plan[2]", "for card in roles[1]:")


def test_every_step_of_a_pass_reads_the_roles_of_the_field_as_it_is():
    code = Duel._state_check_pass.__code__
    import linecache
    reads = set()
    for offset in range(0, 400):
        line = code.co_firstlineno + offset
        text = linecache.getline(code.co_filename, line).strip()
        if text.startswith(_READS):
            reads.add(line)
    assert len(reads) == len(_READS), sorted(reads)
    seen = {"reads": 0, "after_a_move": 0, "passes": 0}
    current = {}

    def local(frame, event, arg):
        if event == "line" and frame.f_lineno in reads:
            duel = frame.f_locals["self"]
            roles = frame.f_locals["roles"]
            assert roles[0] == duel._field_version, \
                ("stale field roles", frame.f_lineno, duel.turn, len(duel.answers))
            assert frame.f_locals["plan"] is roles[8]
            fresh = duel._scan_field()
            assert roles[1] == fresh, ("the roles' field is not the field", frame.f_lineno)
            seen["reads"] += 1
            if duel._field_version != current[id(frame)]:
                seen["after_a_move"] += 1
        return local

    def tracer(frame, event, arg):
        if event == "call" and frame.f_code is code:
            current[id(frame)] = frame.f_locals["self"]._field_version
            seen["passes"] += 1
            return local
        return None

    sys.settrace(tracer)
    try:
        for deck1, deck2 in PAIRS:
            d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
            for seed in range(4):
                duel = Duel(d1, d2, seed=seed)
                agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
                while duel.request is not None:
                    request = duel.request
                    duel.answer(agents[request.player].choose(duel, request))
    finally:
        sys.settrace(None)
    assert seen["passes"] > 500 and seen["reads"] > 2000, seen
    assert seen["after_a_move"] > 0, seen
