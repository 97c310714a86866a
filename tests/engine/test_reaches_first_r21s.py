"""Continuous effects asked first of what they reach (engine/actions.py `_reaches`; round 21s
of docs/performance.md): "cannot attack" (`_barred_from_attacking`: Swords of Revealing Light,
"your opponent's monsters cannot declare an attack") and ATK/DEF gains and losses
(`_modified`: Book of Secret Arts, "the equipped Spellcaster gains 300 ATK and DEF"). Each asks whether a
face-up card's effect with the tag reaches the card at all (its `affects`, a question) before
asking which of those effects apply now (`_applying`: active, not negated, its condition); what
applies is a subset of what is asked, so when nothing reaches the card the answer is the one
with no such effect.

Judge's rulings, each from a position set up on the table:
- Swords of Revealing Light face-up on player 0's side: player 1's Battle Ox cannot attack;
  player 0's Battle Ox can, and no applying "cannot attack" effect is asked for it; with
  Imperial Order face-up (Spell effects negated) player 1's Battle Ox can attack.
- Book of Secret Arts equipped to Dark Magician: 2800 ATK; Battle Ox beside it keeps 1700 ATK
  and 1000 DEF, and no applying ATK change is asked for it; under Imperial Order Dark Magician
  has 2500.
- Whole duels: at every `_reaches` of random duels of the four effect pairs that says no, the
  applying effects with that tag reach not the card either (the plain computation)."""

from duelist.engine import actions as A
from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions


def _counting_applying(monkeypatch):
    asked = []
    original = Duel._applying

    def applying(duel, tag):
        asked.append(tag)
        return original(duel, tag)
    monkeypatch.setattr(Duel, "_applying", applying)
    return asked


def _swords(negated=False):
    table = Table(turn=3, turn_player=1, phase="main1")
    theirs = table.monster(1, "Battle Ox")
    mine = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    if negated:
        table.spell_trap(0, "Imperial Order", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, theirs.card(duel), mine.card(duel)


def test_swords_bars_only_the_opponents_monsters(monkeypatch):
    duel, theirs, mine = _swords()
    assert not duel.can_attack(theirs)
    asked = _counting_applying(monkeypatch)
    assert duel.can_attack(mine)
    assert "cannot_attack" not in asked


def test_negated_swords_bars_nothing():
    duel, theirs, mine = _swords(negated=True)
    assert duel.can_attack(theirs) and duel.can_attack(mine)


def _book(negated=False):
    table = Table(turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Dark Magician")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    if negated:
        table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, magician.card(duel), ox.card(duel)


def test_book_of_secret_arts_reaches_only_its_monster(monkeypatch):
    duel, magician, ox = _book()
    assert duel.atk(magician) == 2800 and duel.defense(magician) == 2400
    asked = _counting_applying(monkeypatch)
    assert duel.atk(ox) == 1700 and duel.defense(ox) == 1000
    assert "stats" not in asked


def test_negated_book_gives_nothing():
    duel, magician, ox = _book(negated=True)
    assert duel.atk(magician) == 2500


def test_no_reach_means_no_applying_effect_reaches(monkeypatch):
    said = {True: 0, False: 0}
    original = A.ActionsMixin._reaches

    def checked(duel, cards, tag, target):
        answer = original(duel, cards, tag, target)
        said[answer] += 1
        if not answer:
            for source, effect in duel._applying(tag):
                assert not effect.affects(new_ctx(duel, source, effect, source.controller), target), \
                    (tag, source.data.name, target.data.name)
        return answer
    monkeypatch.setattr(Duel, "_reaches", checked)
    pairs = (("yugi-starter", "kaiba-starter"),
             ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
             ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))
    for _duel, _where in random_decisions(pairs, seeds=range(20)):
        pass
    # (since round 43a `_modified` asks no `_reaches`: its callers are the "cannot attack" tests,
    # which rarely find an effect that reaches; since stop 53 Swords of Revealing Light is a rule
    # against declaring attacks, which a declared attack no longer asks about; since round 59x a
    # declared attack asks it only in the Battle Step, not in the Damage Step: twenty seeds, and a
    # position where an effect reaches the attacker, Shadow Spell chained to the declaration)
    assert said[False] > 50, said
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Shadow Spell")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("activate", "Shadow Spell", player=0, request="chain")
    s.pick("target", "Summoned Skull", player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert said[True] >= 1 and duel.players[0].lp == 8000, said
