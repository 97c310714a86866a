"""The Main Phase menu's own offers for the cards in the hand (seed 000 §魔法卡: a Spell or
Trap may be Set; a monster's own Special Summon procedure; an "Artifact" monster Set as a
Spell): a monster with neither a procedure nor a Set as a Spell is offered nothing by the
hand walk (its Normal Summon and Set are `_summon_options`', its activations
`_response_options`'), and is passed by in one test, `CardScript.hand_menu` (round 28q).

- the fact is what the script says: for a monster, a summoning procedure or SET_AS_SPELL;
  for a Spell or Trap, always (checked on every scripted card, each era's text);
- a Table: Cyber Dragon's procedure and an Artifact's Set as a Spell offered, a Spell's Set
  offered, Sangan and a Normal Monster offered neither;
- random duels of the four effect pairs: at every Main Phase menu, the menu made with every
  script's fact forced true (the walk asking each monster as before) is the same menu."""

from duelist.engine import effects as E
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS
from duelist.testing.cards import every_script


def test_every_script_says_whether_the_hand_walk_offers_anything_of_its_own():
    """A monster: a summoning procedure or a Set as a Spell; a Spell or Trap: always."""
    monsters_passed = offered = 0
    for card, script in every_script():
        want = (not card.is_monster) or E.SUMMON_PROC in script.by_kind or bool(script.set_as_spell)
        assert script.hand_menu == want, card.name
        if card.is_monster:
            monsters_passed += not want
            offered += want
    assert monsters_passed > 100 and offered >= 5, (monsters_passed, offered)


def _menu(duel):
    return sorted((o.kind, o.name, o.effect) for o in duel.request.options)


def test_the_hand_offers_a_procedure_an_artifact_set_and_a_spell_set_and_nothing_for_plain_monsters():
    """Player 0 controls no monster, player 1 one: Cyber Dragon may be Special Summoned by its
    own procedure, Artifact Moralltach Set as a Spell, Mystical Space Typhoon Set; Sangan (an
    effect monster) and Mystical Elf (a Normal Monster) are offered only their Normal Summon
    and Set, nothing of the hand walk's."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Mystic Tomato")
    table.hand(0, "Cyber Dragon", "Artifact Moralltach", "Sangan", "Mystical Elf", "Mystical Space Typhoon")
    duel = table.build()
    menu = _menu(duel)
    assert ("special_summon", "Cyber Dragon", 0) in [(k, n, e) for k, n, e in menu]
    assert ("set_spell", "Artifact Moralltach", None) in menu
    assert ("set_spell", "Mystical Space Typhoon", None) in menu
    for name in ("Sangan", "Mystical Elf"):
        kinds = sorted(k for k, n, _e in menu if n == name)
        assert kinds == ["set", "summon"], (name, kinds)
    sangan = [c for c in duel.cards if c.data.name == "Sangan"][0]
    assert sangan.script is not None and sangan.script.hand_menu is False


def test_with_no_monster_on_the_opponents_side_cyber_dragons_procedure_is_not_offered():
    """The procedure's own condition still decides (the fact only says it has one)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Cyber Dragon")
    duel = table.build()
    assert not [o for o in duel.request.options if o.kind == "special_summon"]


def test_every_main_phase_menu_of_random_duels_is_the_menu_the_walk_asking_every_monster_makes():
    """The fact forced true on every script of the duel (the walk then asks each monster its
    procedure and its Set as a Spell, as before round 28q): the same options, in order."""
    menus = passed = 0
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        request = duel.request
        if request.kind != "idle":
            continue
        tp = request.player
        plain = [c for c in duel.players[tp].hand
                 if c.script is not None and not c.script.hand_menu]
        if not plain:
            continue
        scripts = {id(c.script): c.script for c in duel.cards if c.script is not None}
        kept = {k: s.hand_menu for k, s in scripts.items()}
        try:
            for s in scripts.values():
                s.hand_menu = True
            fork = duel.fork()
            asked = fork._main_menu()
        finally:
            for k, s in scripts.items():
                s.hand_menu = kept[k]
        got = [(o.id, o.kind, o.card, o.name, o.effect, o.position) for o in request.options]
        want = [(o.id, o.kind, o.card, o.name, o.effect, o.position) for o in asked.options]
        assert got == want, where
        menus += 1
        passed += len(plain)
    assert menus > 200 and passed > 500, (menus, passed)
