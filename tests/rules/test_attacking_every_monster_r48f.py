"""A monster that may attack every monster the opponent controls once each attacks them on its
own controller's turn whichever player that is: the second player's Asura Priest, after its
first attack, is offered the monster it has not attacked (Format Library's Goat rulings for
Asura Priest; seed 004 §战斗阶段: the attacks the turn player's monsters may declare).
Round 48f: battle.py `_unattacked` read the monsters of `1 + controller` for the second player."""

from duelist.testing.scenario import Script, Table


def _pass(duel):
    while duel.request.kind in ("chain", "yes_no") and any(o.kind in ("pass", "no") for o in duel.request.options):
        duel.answer(next(o for o in duel.request.options if o.kind in ("pass", "no")))


def test_the_second_players_asura_priest_attacks_the_monster_it_has_not_attacked_yet():
    """Player 1's Asura Priest (1700 ATK) attacks player 0's Giant Soldier of Stone (DEF 2000),
    which survives; Labyrinth Wall, not attacked yet, is still a target, the Soldier is not."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Asura Priest")
    table.monster(0, "Giant Soldier of Stone", position="defense")
    table.monster(0, "Labyrinth Wall", position="defense")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone", player=1)
    _pass(duel)
    assert duel.request.kind == "battle" and duel.request.player == 1
    targets = sorted(o.target_name for o in duel.request.options if o.kind == "attack" and o.name == "Asura Priest")
    assert targets == ["Labyrinth Wall"]
