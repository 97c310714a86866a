"""Forest (87430998), Field Spell: while it is face-up on the field, every face-up Insect, Beast,
Plant and Beast-Warrior monster on the field, both players', gains 200 ATK and DEF.

Sources: the card's text in our words (the 2005 TCG text, LOB: Insect, Beast, Plant and
Beast-Warrior monsters +200 ATK/DEF; yugioh-wiki.net 《森》 the same four Types; today's text
the same: no ERAS entry). A Field Spell's continuous effect reaches only face-up monsters (a
face-down monster has no Type to read: seed 000 §永續效果, the OCG text "フィールド上に表側表示で
存在する"); one face-up Field Spell on the whole field under the GOAT preset, a new one destroying
the old (seed 004 §地形魔法卡; goatformat.com Goat Format Rule #3), and the old one sent to the GY
from MR3 on (seed 000 §場地區域)."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _activate(s, name, player=0):
    s.pick("activate", name, player=player, request="idle")
    _passes(s)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_forest_raises_beasts_of_both_players_and_leaves_others(rules):
    """Q: I activate Forest with my Silver Fang (Beast, 1200/800) and Battle Ox (Beast-Warrior,
    1700/1000) and my opponent's Flying Kamakiri #2 (Insect, 1500/800) and Celtic Guardian
    (Warrior, 1400/1200) on the field. A: the Beast, the Beast-Warrior and the Insect gain 200 ATK
    and DEF, the opponent's as well as mine; the Warrior keeps its stats."""
    table = Table(rules=rules, turn=3, turn_player=0)
    fang = table.monster(0, "Silver Fang")
    ox = table.monster(0, "Battle Ox")
    bug = table.monster(1, "Flying Kamakiri #2")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(0, "Forest")
    duel = table.build()
    _activate(Script(duel), "Forest")
    assert duel.players[0].fzone.name == "Forest"
    assert [(duel.atk(r.card(duel)), duel.defense(r.card(duel))) for r in (fang, ox, bug, guardian)] == \
        [(1400, 1000), (1900, 1200), (1700, 1000), (1400, 1200)]


def test_forest_face_down_monster_gains_only_once_flipped():
    """Q: my Giant Flea (Insect, 1500/1200) is Set face-down under my Forest: does it count as
    1400 DEF while face-down? A: no: only a face-up monster gains (a face-down card has no Type
    the Field Spell reads); once Flip Summoned it shows 1700 ATK / 1400 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    flea = table.monster(0, "Giant Flea", position="set")
    table.field_spell(0, "Forest")
    duel = table.build()
    assert duel.defense(flea.card(duel)) == 1200
    s = Script(duel)
    s.pick("flip_summon", "Giant Flea", request="idle")
    _passes(s)
    assert (duel.atk(flea.card(duel)), duel.defense(flea.card(duel))) == (1700, 1400)


def test_forest_monster_summoned_later_gains():
    """Q: Forest is already face-up when I Normal Summon Silver Fang (Beast, 1200/800). A: it
    gains at once: 1400 ATK / 1000 DEF (a continuous effect applies to each monster as it comes)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Forest")
    fang = table.hand(0, "Silver Fang")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Silver Fang", request="idle")
    _passes(s)
    assert (duel.atk(fang.card(duel)), duel.defense(fang.card(duel))) == (1400, 1000)


@pytest.mark.parametrize("rules,destroyed", [("GOAT", [("Forest", "rule")]), ("MR5", [])])
def test_forest_replaced_by_mountain(rules, destroyed):
    """Q: my Forest is face-up; I activate Mountain. A: Forest leaves (destroyed by the rule under
    GOAT, sent to the GY from MR3 on); my Silver Fang (Beast) loses Forest's 200 and my Lesser
    Dragon (Dragon, 1200/1000) gains Mountain's."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Forest")
    fang = table.monster(0, "Silver Fang")
    dragon = table.monster(0, "Lesser Dragon")
    table.hand(0, "Mountain")
    duel = table.build()
    assert duel.atk(fang.card(duel)) == 1400 and duel.atk(dragon.card(duel)) == 1200
    _activate(Script(duel), "Mountain")
    assert duel.players[0].fzone.name == "Mountain" and grave(duel, 0) == ["Forest"]
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == destroyed
    assert duel.atk(fang.card(duel)) == 1200 and duel.atk(dragon.card(duel)) == 1400


def test_forest_gain_ends_when_book_of_moon_sets_the_monster():
    """Q: my Berserk Gorilla (Beast, 2000/1000) shows 2200 under Forest; as I enter the Battle
    Phase my opponent turns it face-down with a Set Book of Moon. A: face-down it no longer gains (1000 DEF, Forest's printed
    effect reaches face-up monsters only); Forest stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Forest")
    gorilla = table.monster(0, "Berserk Gorilla")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    assert duel.atk(gorilla.card(duel)) == 2200
    s = Script(duel)
    s.pick("battle", request="idle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Berserk Gorilla", player=1)
    _passes(s)
    card = gorilla.card(duel)
    assert card.position == "set" and duel.defense(card) == 1000
    assert duel.players[0].fzone.name == "Forest"
