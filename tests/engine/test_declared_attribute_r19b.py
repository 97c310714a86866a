"""A declared Attribute among the activating player's monsters (`AttributeOnField`,
engine/effects.py; round 19b of docs/performance.md): Deck Devastation Virus's cost, "Tribute
1 DARK monster with 2000 or more ATK" (seed 000 §陷阱卡; the card's own check reads the
Attribute printed on the monster, then the ATK it has now: a face-up monster's modified ATK,
a face-down one's printed ATK). The windows and the menus (chain.py `_response_options`) pass
the card by without a call while its player controls no DARK Monster Card, reading the
printed Attributes of each player's monsters that the engine keeps while the field is as it
was (chain.py `_monster_attributes`, `Duel._phase_cards[4:6]`, keyed by `_field_version`).

A declaration must never keep back an activation the card allows: each case here is a
judge's ruling at the boundary of the cost (2000 ATK exactly, by print or by an effect; 1999
by an effect; a face-down monster; control changed either way), played in a duel where the
kept answer was made before the change; then the whole-duel checks: at every ask of random
Goat Warrior/Zombie duels the options are those of the same ask without the pass-by, and the
kept answer, wherever it is current, is a plain walk of the monsters (the kept-answers
oracle); a fork keeps no answer and plays the same.

The same for a declared name on the field (`NamedOnField`, engine/effects.py): The Flute of
Summoning Dragon, "only while "Lord of D." is face-up on the field" (either player's; seed 000
§魔法卡), passed by while no monster with Lord of D.'s passcode is on the field (the passcodes
the engine keeps: chain.py `_monster_codes`, `Duel._phase_cards[8:10]`); and for a declared
archetype in the GY (`SeriesInGrave`): Rite of Spirit, "Special Summon 1 "Gravekeeper's"
monster from your GY", passed by while your GY holds no Gravekeeper's Monster Card (the
archetypes the engine keeps per GY: chain.py `_grave_series`, `Duel._phase_cards[6:8]`, keyed by
`_pile_version`)."""

import pytest

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain
from duelist.engine.duel import Duel
from duelist.engine.effects import AttributeOnField, NamedOnField, SeriesInGrave
from duelist.engine.lasting import END_OF_TURN
from duelist.engine.names import L
from duelist.testing.invariants import check_kept_answers
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

VIRUS = "Deck Devastation Virus"
FLUTE = "The Flute of Summoning Dragon"
LORD_OF_D = 17985575
RITE = "Rite of Spirit"


class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def _virus_table(mine, theirs=(("Battle Ox", "attack"),), turn_player=0, field=None):
    """Player 1: Deck Devastation Virus and Waboku Set (Waboku: the witness that player 1 was
    asked at all), `mine` their monsters, `theirs` player 0's ((name, position) pairs); turn
    3, Main Phase 1 of `turn_player`. field: a Field Spell face-up on player 1's side."""
    table = Table(turn=3, turn_player=turn_player, phase="main1")
    refs = [table.monster(1, name, position=position) for name, position in mine]
    their_refs = [table.monster(0, name, position=position) for name, position in theirs]
    table.spell_trap(1, VIRUS)
    table.spell_trap(1, "Waboku")
    if field is not None:
        table.field_spell(1, field)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table, refs, their_refs


def _player_1_window(duel, s):
    """Player 0 ends Main Phase 1: player 1's first window (Waboku offered: asked)."""
    s.pick("end_turn")
    assert duel.request.player == 1 and s.has("activate", "Waboku")


def _kept_dark(duel, player):
    known = duel._phase_cards
    return known[4] == duel._field_version and "DARK" in known[5][player]


# --------------------------------------------------------------- the declaration itself
def test_the_declared_attribute_reads_the_printed_attribute_of_the_players_monsters_then_the_rest():
    """Called as a condition: False while the player controls no monster of the Attribute
    (the rest not asked); with one, the rest decides; an opponent's monster of it does not
    count."""
    table, refs, _ = _virus_table([("Battle Ox", "attack")], theirs=[("Curse of Dragon", "attack")])
    duel = table.build()
    asked = []

    def rest(ctx):
        asked.append(ctx.player)
        return True

    dark = AttributeOnField("DARK", rest)
    assert dark(_Ctx(duel, 1)) is False and asked == []
    assert dark(_Ctx(duel, 0)) is True and asked == [0]
    assert AttributeOnField("EARTH")(_Ctx(duel, 1)) is True
    assert dark.lacking(duel, 1) and not dark.lacking(duel, 0)


def test_an_attribute_must_be_one_of_the_seven_and_the_rest_a_function():
    with pytest.raises(ValueError, match="AttributeOnField"):
        AttributeOnField("Dark")
    with pytest.raises(TypeError, match="AttributeOnField"):
        AttributeOnField("DARK", rest=2000)


# ------------------------------------------------------------------ the judge's rulings
def test_the_virus_is_offered_for_a_dark_monster_raised_to_exactly_2000_atk_by_a_field_spell():
    """Gil Garth (DARK Fiend, 1800 ATK) under Yami (Fiends +200): 2000 ATK now, enough for
    the cost; without Yami, 1800 is not; face-down, Yami does not apply to it (its printed
    1800): not offered."""
    table, _, _ = _virus_table([("Gil Garth", "attack")], field="Yami")
    duel = table.build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert s.has("activate", VIRUS)
    table, _, _ = _virus_table([("Gil Garth", "attack")])
    duel = table.build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert _kept_dark(duel, 1) and not s.has("activate", VIRUS)     # (DARK there: the ATK refuses)
    table, _, _ = _virus_table([("Gil Garth", "set")], field="Yami")
    duel = table.build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert not s.has("activate", VIRUS)


def test_the_virus_is_not_offered_while_an_effect_lowers_the_dark_monster_to_1999_and_is_once_it_ends():
    """Curse of Dragon (DARK, 2000) lowered by 1 until the end of the turn (a lasting effect
    of player 1's own): 1999 ATK, one short, in turn 3's windows; the effect ends with the
    turn and in turn 4 Curse of Dragon has 2000 again: offered (the kept Attributes made in
    turn 3 still current: no monster moved)."""
    table, refs, _ = _virus_table([("Curse of Dragon", "attack")])
    duel = table.build()
    curse = refs[0].card(duel)
    duel.start_lasting(L.STATS, END_OF_TURN, player=1, card=curse, atk=-1)
    assert duel.atk(curse) == 1999
    s = Script(duel)
    _player_1_window(duel, s)
    assert not s.has("activate", VIRUS)
    version = duel._field_version
    while duel.phase != "end":
        s.pick("pass")
    assert duel.request.player == 1 and not s.has("activate", VIRUS)
    s.pick("pass")
    assert duel.turn == 4 and duel.atk(curse) == 2000 and not duel.lingering
    assert duel.request.player == 1 and s.has("activate", VIRUS)
    assert duel._field_version == version and _kept_dark(duel, 1)


def test_the_virus_is_offered_once_change_of_heart_gives_you_a_dark_2000_monster():
    """Player 1's turn: only Battle Ox (EARTH) of theirs, the Virus not offered at the Main
    Phase menu (the kept Attributes: none DARK); they take player 0's Curse of Dragon (DARK,
    2000) with Change of Heart: now offered, and they can Tribute it for the cost."""
    table, _, _ = _virus_table([("Battle Ox", "attack")], theirs=[("Curse of Dragon", "attack")], turn_player=1)
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 1 and s.has("activate", "Waboku") and not s.has("activate", VIRUS)
    assert duel._phase_cards[4] == duel._field_version and "DARK" not in duel._phase_cards[5][1]
    s.pick("activate", "Change of Heart")
    s.pick("target", "Curse of Dragon")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Curse of Dragon"]
    assert s.has("activate", VIRUS)
    s.pick("activate", VIRUS)
    s.pick("select", "Curse of Dragon", request="select")
    assert "Curse of Dragon" in grave(duel, 0)      # (Tributed: to its owner's GY)


def test_the_virus_is_not_offered_once_the_opponent_takes_your_only_dark_monster():
    """Player 0's turn: player 1's Curse of Dragon makes the Virus offered in the window of
    player 0's Change of Heart; once it resolves, player 0 controls Curse of Dragon and player
    1's next window does not offer the Virus."""
    table, _, _ = _virus_table([("Curse of Dragon", "attack")])
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Curse of Dragon")
    while duel.request.player != 1:
        s.pick("pass")
    assert s.has("activate", VIRUS) and _kept_dark(duel, 1)
    s.pick("pass")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox", "Curse of Dragon"] and field_monsters(duel, 1) == []
    _player_1_window(duel, s)
    assert not s.has("activate", VIRUS)


def test_a_set_dark_monster_of_printed_2000_atk_pays_the_cost():
    """Curse of Dragon Set (face-down: its printed 2000 ATK, its printed Attribute): offered."""
    table, _, _ = _virus_table([("Curse of Dragon", "set")])
    duel = table.build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert _kept_dark(duel, 1) and s.has("activate", VIRUS)


def test_a_fork_keeps_no_attributes_and_offers_the_same():
    """A fork taken where the kept Attributes are current shares none of them (a fork
    empties the kept answers; what it holds it made itself), and its windows offer what the
    original's do."""
    table, _, _ = _virus_table([("Curse of Dragon", "attack")])
    duel = table.build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert _kept_dark(duel, 1)
    fork = duel.fork()
    assert fork._phase_cards[5] is None or fork._phase_cards[5] is not duel._phase_cards[5]
    check_kept_answers(fork)
    assert [o.label for o in fork.request.options] == [o.label for o in duel.request.options]
    Script(fork).pick("pass")
    s.pick("pass")
    assert [o.label for o in fork.request.options] == [o.label for o in duel.request.options]


# ------------------------------------------------------------------ The Flute (a name)
def _flute_table(lord, owner=0):
    """Player 0's Main Phase 1: the Flute and Koumori Dragon in their hand, Mystical Elf of
    theirs on the field; Lord of D. in position `lord` ("attack", "set") on `owner`'s side,
    or none (None)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf")
    if lord is not None:
        table.monster(owner, "Lord of D.", position=lord)
    table.hand(0, FLUTE, "Koumori Dragon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table


def test_the_flute_is_offered_with_lord_of_d_face_up_on_either_side():
    """Lord of D. face-up, yours or your opponent's ("on the field"): offered."""
    for owner in (0, 1):
        duel = _flute_table("attack", owner).build()
        assert Script(duel).has("activate", FLUTE), owner


def test_the_flute_is_not_offered_without_lord_of_d_or_with_it_face_down():
    """No Lord of D. on the field (the kept passcodes: not there), or Lord of D. Set (there,
    but not face-up: the rest of the condition refuses): not offered."""
    flute = NamedOnField(LORD_OF_D)
    duel = _flute_table(None).build()
    assert not Script(duel).has("activate", FLUTE) and flute.lacking(duel, 0)
    assert duel._phase_cards[8] == duel._field_version and LORD_OF_D not in duel._phase_cards[9]
    duel = _flute_table("set").build()
    assert not Script(duel).has("activate", FLUTE) and not flute.lacking(duel, 0)
    assert LORD_OF_D in duel._phase_cards[9]


def test_the_flute_is_offered_once_lord_of_d_is_summoned_and_summons_the_dragon():
    """Not offered at the first menu (no Lord of D.: the kept passcodes say so); player 0
    Normal Summons Lord of D. from the hand: offered at the next menu, and it Special Summons
    Koumori Dragon."""
    table = _flute_table(None)
    table.hand(0, "Lord of D.")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", FLUTE)
    s.pick("summon", "Lord of D.", request="idle")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert s.has("activate", FLUTE)
    s.pick("activate", FLUTE)
    while duel.request.kind != "idle":
        request = duel.request
        if request.kind == "select":
            s.pick("select", "Koumori Dragon", request="select")
        elif any(o.kind == "pass" for o in request.options):
            s.pick("pass")
        else:
            s.answer(request.options[0])
    assert "Koumori Dragon" in field_monsters(duel, 0)


def test_a_declared_name_reads_both_sides_then_the_rest():
    duel = _flute_table("attack", 1).build()
    asked = []
    named = NamedOnField(LORD_OF_D, lambda ctx: asked.append(ctx.player) or True)
    assert named(_Ctx(duel, 0)) is True and asked == [0]
    assert NamedOnField(LORD_OF_D + 1, lambda ctx: asked.append(ctx.player) or True)(_Ctx(duel, 0)) is False
    assert asked == [0]
    with pytest.raises(ValueError, match="NamedOnField"):
        NamedOnField("Lord of D.")


# --------------------------------------------------------- Rite of Spirit (an archetype)
def _rite_table(mine=(), theirs=()):
    """Player 1: Rite of Spirit and Waboku Set, `mine` in their GY, `theirs` in player 0's;
    player 0's Main Phase 1 of turn 3 (Battle Ox of theirs on the field)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, RITE)
    table.spell_trap(1, "Waboku")
    if mine:
        table.grave(1, *mine)
    if theirs:
        table.grave(0, *theirs)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table


def test_rite_of_spirit_is_offered_with_a_gravekeepers_monster_in_your_gy():
    """Gravekeeper's Spy in your GY: offered; only Mystical Elf in your GY, or Gravekeeper's
    Spy in the opponent's GY only: not offered (the kept archetypes: none of yours)."""
    duel = _rite_table(mine=("Mystical Elf", "Gravekeeper's Spy")).build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert s.has("activate", RITE)
    duel = _rite_table(mine=("Mystical Elf",), theirs=("Gravekeeper's Spy",)).build()
    s = Script(duel)
    _player_1_window(duel, s)
    assert not s.has("activate", RITE)
    known = duel._phase_cards
    assert known[6] == duel._pile_version and "Gravekeeper's" in known[7][0] and "Gravekeeper's" not in known[7][1]


def test_rite_of_spirit_is_offered_once_a_gravekeepers_monster_reaches_your_gy():
    """Player 1's GY holds no Gravekeeper's monster: Rite of Spirit not offered in player 0's
    turn; player 0's Battle Ox attacks player 1's Gravekeeper's Spy (face-up Attack Position,
    1200 ATK) and destroys it: at the End Phase window Rite of Spirit is offered, and it
    Special Summons the Spy."""
    table = _rite_table(mine=("Mystical Elf",))
    table.monster(1, "Gravekeeper's Spy", position="attack")
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 0
    s.pick("battle")
    while duel.request.kind != "battle" or duel.request.player != 0:
        s.pick("pass")
    s.pick("attack", "Battle Ox", target="Gravekeeper's Spy")
    while "Gravekeeper's Spy" not in grave(duel, 1):
        request = duel.request
        assert not (request.player == 1 and s.has("activate", RITE))
        s.pick("pass")
    while not (duel.request.player == 1 and s.has("activate", "Waboku")):
        request = duel.request
        if request.kind == "battle":
            s.pick("end_battle")
        elif request.kind == "idle":
            s.pick("end_turn")
        else:
            s.pick("pass")
    assert s.has("activate", RITE)
    s.pick("activate", RITE)
    s.pick("target", "Gravekeeper's Spy")
    while "Gravekeeper's Spy" not in field_monsters(duel, 1):
        request = duel.request
        if s.has("pass"):
            s.pick("pass")
        else:
            s.answer(request.options[0])       # (its position: Attack)
    assert "Gravekeeper's Spy" not in grave(duel, 1)


def test_a_declared_archetype_reads_the_players_gy_then_the_rest():
    duel = _rite_table(mine=("Gravekeeper's Spy",)).build()
    asked = []
    rite = SeriesInGrave("Gravekeeper's", lambda ctx: asked.append(ctx.player) or True)
    assert rite(_Ctx(duel, 0)) is False and asked == []
    assert rite(_Ctx(duel, 1)) is True and asked == [1]
    with pytest.raises(ValueError, match="SeriesInGrave"):
        SeriesInGrave("")


# ------------------------------------------------------------------- whole duels
class _Plain(object):
    """A class no condition is: with it as chain._AttributeOnField the pass-by is never taken."""


@pytest.mark.parametrize("pair, kind, duels", [
    ("goat-warrior-zombie", AttributeOnField, 7),
    ("starter", NamedOnField, 6),
    ("goat-gravekeeper-burn", SeriesInGrave, 8),
])
def test_every_ask_offers_what_it_offers_without_the_pass_by(pair, kind, duels, monkeypatch):
    """At every ask of `_response_options` in random duels of Goat Warrior/Zombie (Deck
    Devastation Virus), of the starter decks (The Flute of Summoning Dragon) and of Goat
    Gravekeeper/Burn (Rite of Spirit), the options
    are those the same ask gives with the declarations' pass-by switched off (the card
    through `_activation_allowed` and its condition's call)."""
    d1, d2, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    real = chain.ChainMixin._response_options
    seen = {"asks": 0, "passed_by": 0, "there": 0}

    def checked(self, player, idle=False, into=None, candidates=None):
        start = 0 if into is None else len(into)
        result = real(self, player, idle, into, candidates)
        options = result if into is None else into[start:]  # (the menu's ask appends to its own list: `into`)
        cache = self._offer_cache[player]
        column = cache[1] if cache is not None else ()
        declared = [p[1].condition for col in column for p in col if p[1].condition.__class__ is kind]
        if declared:
            seen["asks"] += 1
            if declared[0].lacking(self, player):
                seen["passed_by"] += 1
            else:
                seen["there"] += 1
            monkeypatch.setattr(chain, "_AttributeOnField", _Plain)
            monkeypatch.setattr(chain, "_NamedOnField", _Plain)
            monkeypatch.setattr(chain, "_SeriesInGrave", _Plain)
            try:
                plain = real(self, player, idle)
            finally:
                monkeypatch.setattr(chain, "_AttributeOnField", AttributeOnField)
                monkeypatch.setattr(chain, "_NamedOnField", NamedOnField)
                monkeypatch.setattr(chain, "_SeriesInGrave", SeriesInGrave)
            assert [(o.card, o.effect) for o in options] == [(o.card, o.effect) for o in plain], \
                (self.turn, self.phase, player, idle)
        return result

    monkeypatch.setattr(chain.ChainMixin, "_response_options", checked)
    for seed in range(100, 100 + duels):
        _play_out(Duel(deck1, deck2, seed=seed), seed)
    assert seen["passed_by"] > 50, seen
    if kind is not NamedOnField:
        assert seen["there"] > 5, seen


def test_kept_attributes_hold_at_every_decision_of_random_warrior_zombie_duels():
    """Random Goat Warrior/Zombie duels, at every decision: every kept answer that is
    current equals its fresh computation (`check_kept_answers`), the printed Attributes of
    each player's monsters among them, current at many decisions with a DARK monster on the
    field."""
    pairs = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),)
    current = dark = 0
    for duel, _where in random_decisions(pairs, seeds=range(3)):
        check_kept_answers(duel, activations=False)
        known = duel._phase_cards
        if known[4] == duel._field_version:
            current += 1
            dark += "DARK" in known[5][0] or "DARK" in known[5][1]
    assert current > 30 and dark > 5, (current, dark)


def test_kept_passcodes_hold_at_every_decision_of_random_starter_duels():
    """Random starter-deck duels (The Flute of Summoning Dragon), at every decision: the
    kept answers, the passcodes of the monsters on the field among them, equal their fresh
    computation wherever current."""
    pairs = (("yugi-starter", "kaiba-starter"),)
    current = 0
    for duel, _where in random_decisions(pairs, seeds=range(2)):
        check_kept_answers(duel, activations=False)
        known = duel._phase_cards
        if known[8] == duel._field_version:
            current += 1
    assert current > 30, current


def test_kept_grave_archetypes_hold_at_every_decision_of_random_gravekeeper_duels():
    """Random Goat Gravekeeper/Burn duels (Rite of Spirit), at every decision: the kept
    answers, the archetypes of the Monster Cards in each GY among them, equal their fresh
    computation wherever current, with a Gravekeeper's monster in a GY at some of them."""
    pairs = (("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),)
    current = gravekeeper = 0
    for duel, _where in random_decisions(pairs, seeds=range(2)):
        check_kept_answers(duel, activations=False)
        known = duel._phase_cards
        if known[6] == duel._pile_version:
            current += 1
            gravekeeper += "Gravekeeper's" in known[7][0] or "Gravekeeper's" in known[7][1]
    assert current > 15 and gravekeeper > 5, (current, gravekeeper)
