"""Card memory as engine primitives (issue 9): named kinds, lasting effects with typed
durations, card relations, marks on card objects, "became a target" and "link resolved"
happenings, this turn's records. Each test sets a table and plays it through the public
API; none reads the log to find a rules fact."""

import pathlib
import re

import pytest

from duelist.cards.common import (END_OF_TURN, H, L, TRIGGER, Effect, opponents_turn, uses, while_here)
from duelist.engine import state as S
from duelist.engine.lasting import Lasting, Until
from duelist.engine.effects import Ctx
from duelist.engine.names import EV, M, R
from duelist.testing.scenario import Script, Table

CARDS = pathlib.Path(__file__).resolve().parents[2] / "duelist" / "cards"


# ------------------------------------------------------------------ acceptance
def test_no_card_script_reads_the_log_or_rewrites_lasting_effects():
    """issue 9 §2: rules facts come from engine primitives, never from `duel.log`, and no
    card file builds or sweeps the engine's list of lasting effects."""
    offenders = []
    for path in sorted(CARDS.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in (r"\.log\b", r"\blingering\s*=", r"\.lingering\b", r"add_lingering", r"add_lasting"):
            if re.search(pattern, text):
                offenders.append("%s: %s" % (path.name, pattern))
    assert offenders == []


# Scripts allowed to go beyond the documented Ctx surface, each with its reason. Empty: every
# card says what it does through `ctx` (docs/cards.md, "What a script may touch").
CTX_SURFACE_EXCEPTIONS = {}

# what a script may not do, line by line
BEYOND_CTX = (
    (r"\.duel\b", "reaches the engine (ctx.duel)"),
    (r"(?:\w|\)|\])\._[A-Za-z]", "a private member"),
    (r"from duelist\.engine\.(?!names\b|state\b|lasting\b|effects\b|link\b|pendulum\b)", "an engine module"),
    (r"from duelist\.engine import (?!state as S\b)", "an engine module"),
    (r"import duelist\.engine", "an engine module"),
    (r"\b(?:card|c|monster|token|spell|target|ctx\.card)\.(?!info\b)\w+\s*=(?!=)",
     "assigns a card field (only card.info is a script's)"),
)


def _beyond_ctx(line):
    return [what for pattern, what in BEYOND_CTX if re.search(pattern, line)]


def test_card_scripts_use_only_the_documented_ctx_surface():
    """issue 9 §2: a card script (and kit.py, common.py, summons.py, which scripts share) talks to the
    engine only through `Ctx`: it never reaches `ctx.duel` (or any `.duel`), never a private
    member (`._name`), assigns no card field but `card.info`, and imports from the engine
    only the state constants, the named kinds, the durations, the effect vocabulary
    (`Effect`, `Target`...) and the pure card facts `is_link` and `card_type_now`."""
    offenders = []
    shared = [CARDS / "kit.py", CARDS / "common.py", CARDS / "summons.py"]     # what scripts share obeys the same rule
    for path in sorted((CARDS / "scripts").glob("*.py")) + shared:
        if path.name in CTX_SURFACE_EXCEPTIONS:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for what in _beyond_ctx(line):
                offenders.append("%s:%d %s: %s" % (path.name, number, what, line.strip()))
    assert offenders == []


def test_the_ctx_surface_guard_catches_a_reach_into_the_engine():
    """The guard above is real: each kind of reach it forbids is found, and the imports a
    script needs are not."""
    for sample in ("    return ctx.duel.players[0].lp", "    hint = ctx._window_events",
                   "    doomed = ctx.link_card(link)._doomed", "from duelist.engine.duel import Duel",
                   "from duelist.engine import actions", "import duelist.engine.chain",
                   "        card.set_turn = ctx.turn", "    ctx.card.activated = True"):
        assert _beyond_ctx(sample), sample
    for sample in ("from duelist.engine import state as S", "from duelist.engine.names import C",
                   "    ctx.destroy(ctx.targets)", "DESCRIPTION = (\"... wins the duel.\")",
                   "    card.info = dict(card.info or {}, zones=free)", "    if card.location == S.MZONE:"):
        assert not _beyond_ctx(sample), sample


# ------------------------------------------------------------------ named kinds
def test_an_unknown_happening_or_tag_fails_when_the_card_module_is_built():
    """A typo in a happening kind or a continuous tag is refused when EFFECTS is built
    (at import), not silently never matched."""
    with pytest.raises(ValueError, match="unknown happening"):
        Effect(TRIGGER, events="sumonned")
    with pytest.raises(ValueError, match="unknown continuous-effect tag"):
        Effect("continuous", tag="stat")
    with pytest.raises(AttributeError):
        H.SUMONNED
    with pytest.raises(ValueError, match="unknown lasting-effect tag"):
        Lasting("no_battle_damge", END_OF_TURN)
    with pytest.raises(TypeError):
        Lasting(L.NO_BATTLE_DAMAGE, "end_of_turn")


# ------------------------------------------------------------------ durations
def _main(turn=3, turn_player=0):
    table = Table(turn=turn, turn_player=turn_player, phase="main1")
    for p in (0, 1):
        table.deck(p, ["Battle Ox"] * 10)
    return table


def test_until_the_opponents_third_turn_counts_from_the_next_turn():
    """Deck Devastation Virus's duration: the opponent's 3rd turn after the activation
    (activated in your own turn: turns +1, +3, +5), fixed by the engine, not the script."""
    table = _main(turn=3, turn_player=0)
    duel = table.build()
    # a rule on player 1 that player 0's effect made: until the end of player 1's 3rd turn
    entry = duel.start_lasting(L.NO_BATTLE_DAMAGE, opponents_turn(3), delayed=None, player=0)
    entry.player = 1
    assert entry.until.kind == "turn" and entry.until.turn == 8
    s = Script(duel)
    for _ in range(5):
        s.end_turn()
    assert duel.turn == 8 and duel.player_has(1, L.NO_BATTLE_DAMAGE)
    s.end_turn()
    assert duel.turn == 9 and not duel.player_has(1, L.NO_BATTLE_DAMAGE)


def test_end_of_turn_effects_end_in_the_end_phase_and_countdowns_by_use():
    """seed 004 §结束阶段: "this turn" effects end when the turn ends; a countdown
    (Reckless Greed's two skipped draws) ends when the engine has used it up."""
    duel = _main().build()
    duel.start_lasting(L.REVERSE_STATS, END_OF_TURN, player=0)
    duel.start_lasting(L.SKIP_DRAW_PHASE, uses(1), player=1)
    Script(duel).end_turn()
    assert not duel.player_has(0, L.REVERSE_STATS)
    assert not duel.player_has(1, L.SKIP_DRAW_PHASE)          # used by turn 4's Draw Phase
    assert len(duel.players[1].hand) == 0


def test_an_atk_change_while_here_lasts_only_while_the_monster_stays():
    """Zombyra's loss lasts while it stays on the field: an object that left is a new
    object, and the engine drops the change with it."""
    table = _main()
    zombyra = table.monster(0, "Zombyra the Dark")           # 2100 ATK
    duel = table.build()
    card = zombyra.card(duel)
    duel.start_lasting(L.STATS, while_here(card), card=card, atk=-200, **{"def": 0})
    assert duel.atk(card) == 1900
    duel.debug_move(card.uid, S.HAND)
    duel.debug_move(card.uid, S.MZONE)
    assert duel.atk(card) == 2100


# ------------------------------------------------------------------ relations
def test_an_equip_relation_is_cut_when_the_monster_turns_face_down():
    """seed 000 §裝備魔法: an Equip Card's link to its monster ends when the monster turns
    face-down (and the state checks then destroy the Equip Card)."""
    table = _main()
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")
    duel = table.build()
    axe = duel.players[0].szone[0]
    assert duel.related(axe, "equip") is ox.card(duel)
    assert duel.marked(axe, M.EQUIPPED)
    duel.change_position(ox.card(duel), S.FACEDOWN_DEFENSE)
    assert duel.related(axe, "equip") is None
    assert [c for c in duel.lost_relations(axe)][0].reason == "face_down"


def test_call_of_the_haunted_uses_a_relation_that_ends_when_its_monster_is_bounced():
    """Call of the Haunted ruling: the tie ends if the monster leaves the field other than
    by destruction; destroying the Trap afterwards destroys nothing."""
    table = _main()
    table.grave(0, "Battle Ox")
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Battle Ox")
    coth = duel.players[0].szone[0]
    ox = duel.monsters(0)[0]
    assert duel.related(coth, "revived") is ox and duel.related_from(ox) == [coth]
    duel.debug_move(ox.uid, S.HAND)
    assert duel.related(coth, "revived") is None


# ------------------------------------------------------------------ marks
def test_marks_are_cleared_when_the_card_turns_face_down_or_moves():
    """Breaker's counter and a soft once-per-turn: a monster turned face-down is no
    longer the object that was marked."""
    table = _main()
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    card = ox.card(duel)
    duel.mark(card, M.SPELL_COUNTER, 1)
    assert duel.marked(card, M.SPELL_COUNTER) == 1
    duel.change_position(card, S.FACEDOWN_DEFENSE)
    assert duel.marked(card, M.SPELL_COUNTER, 0) == 0
    duel.change_position(card, S.FACEUP_ATTACK)
    duel.mark(card, M.SOFT_OPT, 3)
    duel.debug_move(card.uid, S.HAND)
    assert duel.marked(card, M.SOFT_OPT) is None


def test_relation_and_mark_names_are_closed_sets():
    """issue 9 §1 named constants: a misspelt relation or mark is refused (an unknown
    constant fails when the card module is imported; an unknown string when it is used),
    never silently a new name that nothing else reads."""
    table = _main()
    ox = table.monster(0, "Battle Ox")
    axe = table.monster(1, "Battle Ox")
    duel = table.build()
    card, other = ox.card(duel), axe.card(duel)
    with pytest.raises(AttributeError):
        M.SPELL_COUNTR
    with pytest.raises(AttributeError):
        R.EQUIPP
    with pytest.raises(ValueError, match="unknown card mark"):
        duel.mark(card, "spell_countr", 1)
    with pytest.raises(ValueError, match="unknown card relation"):
        duel.relate("revive", card, other)
    assert R.EQUIP in R.ALL and M.SPELL_COUNTER in M.ALL
    duel.relate(R.REVIVED, card, other)
    assert duel.related(card, R.REVIVED) is other
    ctx = Ctx(duel, card, None, 0)
    with pytest.raises(ValueError, match="unknown log event type"):
        ctx.announce(card, "countre", count=1)
    ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=1)
    assert duel.log[-1]["type"] == "counter"


def test_the_engine_marks_a_normal_summon_for_the_spirit_return():
    """A Spirit returns in the End Phase of the turn it was Normal Summoned or flipped
    face-up: the engine's SUMMONED_OR_FLIPPED mark holds that turn (Tsukuyomi)."""
    table = _main()
    table.hand(0, "Tsukuyomi")
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    tsuku = duel.monsters(0)[0]
    assert duel.marked(tsuku, M.SUMMONED_OR_FLIPPED) == 3
    s.pick("target", "Tsukuyomi")               # its own effect may turn itself face-down
    assert not tsuku.face_up and duel.marked(tsuku, M.SUMMONED_OR_FLIPPED) is None


# ------------------------------------------------------------------ happenings, records
def test_this_turns_records_summons_draws_and_graveyard():
    """Per-turn records kept as things happen (Scapegoat: "summoned this turn"; Last Will
    and Sinister Serpent-like cards: "sent to the GY this turn"), reset each turn."""
    table = _main()
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.turn_summons == [0, 0]
    s.pick("summon", "Battle Ox")
    assert duel.turn_summons == [1, 0]
    s.end_turn()
    assert duel.turn_summons == [0, 0] and duel.turn_drawn == [0, 1]
