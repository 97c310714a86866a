"""The Battle Step's menu (battle.py `_battle_menu`) asks a rule only where one could apply:
"cannot be attacked" effects (Marauding Captain) only when a card of the duel has that tag, a
second attack (Asura Priest: "can attack every monster your opponent controls once each") only
when a card of the duel has the tag attack_all, and it builds its request field by field as
`_ask` would (round 11, hturn8: each was a call with a frame at every Battle Step menu). The
rulings (seed 004 §战斗阶段): a monster attacks once per Battle Phase unless a rule lets it
attack each opponent's monster once; a monster an effect protects from attacks cannot be
chosen as an attack target."""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.protocol import Request
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS

PROMPT = "Battle Step: declare an attack or end the Battle Phase"


def _battle_menu(table):
    duel = table.build()
    duel.request = duel._battle_menu()
    return duel


def _attacks(duel):
    return sorted((o.name, o.target_name) for o in duel.request.options if o.kind == "attack")


def _battle_table():
    return Table(turn=3, turn_player=0, phase="battle")


def test_a_monster_that_attacked_has_no_second_attack():
    table = _battle_table()
    table.monster(0, "Celtic Guardian", attacked=True)
    table.monster(0, "Giant Soldier of Stone")
    table.monster(1, "Mystic Tomato", position="defense")
    duel = _battle_menu(table)
    assert _attacks(duel) == [("Giant Soldier of Stone", "Mystic Tomato")]


def test_asura_priest_attacks_again_a_monster_it_has_not_attacked():
    """Asura Priest declared an attack this turn (at no monster the log shows): it may still
    attack each of the opponent's monsters; Celtic Guardian, which attacked too, may not."""
    table = _battle_table()
    table.monster(0, "Asura Priest", attacked=True)
    table.monster(0, "Celtic Guardian", attacked=True)
    table.monster(1, "Mystic Tomato", position="defense")
    table.monster(1, "Giant Soldier of Stone", position="defense")
    duel = _battle_menu(table)
    assert _attacks(duel) == [("Asura Priest", "Giant Soldier of Stone"), ("Asura Priest", "Mystic Tomato")]


def test_marauding_captain_guards_the_other_warriors():
    """The opponent's Marauding Captain and Celtic Guardian (both Warriors) and Mystic Tomato:
    Celtic Guardian cannot be chosen as an attack target; the Captain and Mystic Tomato can."""
    table = _battle_table()
    table.monster(0, "Giant Soldier of Stone")
    table.monster(1, "Marauding Captain")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystic Tomato")
    duel = _battle_menu(table)
    assert _attacks(duel) == [("Giant Soldier of Stone", "Marauding Captain"),
                              ("Giant Soldier of Stone", "Mystic Tomato")]


def _plain_targets(duel, tp):
    """The uids `tp` may attack, the rule the plain way: every "cannot be attacked" effect
    that applies asked of every monster of the opponent, a fresh Ctx each time."""
    out = set()
    for card in duel.monsters(1 - tp):
        protected = False
        for source, effect in duel._applying("cannot_be_attacked"):
            if effect.affects(E.Ctx(duel, source, effect, source.controller), card):
                protected = True
        if not protected:
            out.add(card.uid)
    return out


def test_every_battle_menu_of_random_duels_is_the_plain_rules_request():
    """At every Battle Step menu of random duels of the bench pairs (Warrior/Zombie holds
    Marauding Captain), the request is `_ask(tp, "battle", PROMPT, options)` field for field,
    and no attack is offered at a monster the plain rule protects; the duels must meet such
    protected monsters."""
    menus = guarded = 0
    for duel, where in random_decisions(PAIRS, seeds=range(3)):
        request = duel.request
        if request.kind != "battle":
            continue
        tp = duel.turn_player
        expected = Request(tp, "battle", PROMPT, request.options)
        assert type(request) is Request
        for slot in Request.__slots__:
            assert getattr(request, slot) == getattr(expected, slot), (where, slot)
        allowed = _plain_targets(duel, tp)
        for option in request.options:
            if option.kind == "attack" and option.target != "player":
                assert option.target in allowed, where
        guarded += len(duel.monsters(1 - tp)) - len(allowed)
        menus += 1
    assert menus > 100 and guarded > 0, (menus, guarded)
