"""Black Rose Dragon's Plant effect whose target changed control in the chain (round 50p: a
card's controller changing under an effect tied to it).

The card's text (it targets a Defense Position monster the opponent controls and turns "that
opponent's Defense Position monster" to Attack Position with 0 ATK: yugioh-wiki.net
《ブラック・ローズ・ドラゴン》, its current text; yugioh.hikikomo.com) and seed 000 §對象 (a target
that no longer fits what the effect names when it resolves is not affected, as Enemy
Controller's own position change already treats a target taken first:
test_enemy_controller_target_taken_first_r47b.py): once Black Rose Dragon's player took the
target with Enemy Controller chained to the effect, it is left as it is."""

from duelist.testing.scenario import Script, Table


def _black_rose_dragon_on_mystical_elf(answer):
    """Player 0's Main Phase 1 (MR5, turn 3): player 0 controls Black Rose Dragon and Battle
    Ox, has Dandylion (a Plant) in the GY and Enemy Controller in hand; player 1 controls
    Mystical Elf in face-up Defense Position. Player 0 banishes Dandylion and targets the Elf;
    then may chain Enemy Controller (`answer`: Tribute Battle Ox, take the Elf)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Black Rose Dragon")
    table.monster(0, "Battle Ox")
    table.grave(0, "Dandylion")
    table.hand(0, "Enemy Controller")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Rose Dragon")
    s.pick("select", "Dandylion", request="select")            # the cost
    s.pick("target", elf, request="target")
    if answer:
        s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
        s.pick("select", "Battle Ox", request="select")
        s.pick("target", elf, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, elf


def test_black_rose_dragon_turns_the_opponents_defender_to_attack_with_0_atk():
    duel, elf = _black_rose_dragon_on_mystical_elf(answer=False)
    assert elf.card(duel).controller == 1
    assert elf.card(duel).position == "attack" and duel.atk(elf.card(duel)) == 0


def test_black_rose_dragon_leaves_a_target_its_player_took_in_the_chain():
    """Q: I banish Dandylion for Black Rose Dragon's effect, targeting my opponent's face-up
    Defense Position Mystical Elf, then chain Enemy Controller, Tribute Battle Ox and take the
    Elf. A: Enemy Controller resolves first: the Elf is mine, no longer "your opponent's"
    Defense Position monster, so Black Rose Dragon's effect leaves it in Defense Position with
    its 800 ATK."""
    duel, elf = _black_rose_dragon_on_mystical_elf(answer=True)
    assert elf.card(duel).controller == 0
    assert elf.card(duel).position == "defense" and duel.atk(elf.card(duel)) == 800
