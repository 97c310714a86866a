"""Effect Veiler whose target changed control in the chain (round 50p: a card's controller
changing under an effect tied to it).

The card's text (it targets a face-up Effect Monster the opponent controls and negates "that
opponent's monster": yugioh-wiki.net 《エフェクト・ヴェーラー》, dic.nicovideo.jp) and seed 000
§對象 (a target that no longer fits what the effect names when it resolves is not affected, as
Enemy Controller's own position change already treats a target taken first:
test_enemy_controller_target_taken_first_r47b.py): once Veiler's own player took the target
with Enemy Controller chained to it, Veiler negates nothing, and the monster's continuous
effect applies for its new controller at once (seed 000 §永續效果: Command Knight strengthens
the Warriors of whoever controls it)."""

from duelist.testing.scenario import Script, Table


def _veiler_on_command_knight(answer):
    """Player 0's Main Phase 1 (MR5, turn 3): player 0 controls Command Knight (1200, 1600 with
    its own boost); player 1 controls Mystical Elf and Celtic Guardian (1400), holds Effect
    Veiler and has Enemy Controller Set. Player 0 moves to the Battle Phase; in that window
    player 1 sends Effect Veiler targeting Command Knight, then may chain Enemy Controller
    (`answer`: Tribute Mystical Elf, take Command Knight)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    knight = table.monster(0, "Command Knight")
    table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(1, "Effect Veiler")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=0)
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    s.pick("target", knight, player=1, request="target")
    if answer:
        while not s.has("activate", "Enemy Controller"):
            s.pick("pass")
        s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
        s.pick("select", "Mystical Elf", player=1, request="select")
        s.pick("target", knight, player=1, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, knight, guardian


def test_effect_veiler_negates_the_opponents_command_knight():
    duel, knight, guardian = _veiler_on_command_knight(answer=False)
    assert knight.card(duel).controller == 0 and duel.atk(knight.card(duel)) == 1200


def test_effect_veiler_negates_nothing_once_its_player_took_the_target():
    """Q: in my opponent's Main Phase I send Effect Veiler targeting their Command Knight, then
    chain Enemy Controller, Tribute my Mystical Elf and take Command Knight. A: Enemy Controller
    resolves first: Command Knight is mine, no longer "your opponent's" monster, so Veiler
    negates nothing: Command Knight strengthens my Warriors (itself 1600, Celtic Guardian
    1800)."""
    duel, knight, guardian = _veiler_on_command_knight(answer=True)
    assert knight.card(duel).controller == 1
    assert duel.atk(knight.card(duel)) == 1600
    assert duel.atk(guardian.card(duel)) == 1800


def test_a_monster_veiler_negated_stays_negated_once_its_player_takes_it():
    """Q: the other order: I activate Enemy Controller (Tribute Mystical Elf, take my opponent's
    Command Knight), then chain Effect Veiler on the Knight. A: Veiler resolves first, on the
    opponent's Command Knight: negated; Enemy Controller then gives it to me. A control change
    is not a new card (seed 000 §效果分類: an applied effect ends only when the card leaves the
    field or turns face-down), so it stays negated on my side: 1200, and Celtic Guardian 1400."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    knight = table.monster(0, "Command Knight")
    table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(1, "Effect Veiler")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=0)
    s.answer(s.options("activate", "Enemy Controller")[1])         # Tribute 1, take 1
    s.pick("select", "Mystical Elf", player=1, request="select")
    s.pick("target", knight, player=1, request="target")
    while not s.has("activate", "Effect Veiler"):
        s.pick("pass")
    s.pick("activate", "Effect Veiler", player=1)
    s.pick("target", knight, player=1, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert knight.card(duel).controller == 1
    assert duel.atk(knight.card(duel)) == 1200 and duel.atk(guardian.card(duel)) == 1400
