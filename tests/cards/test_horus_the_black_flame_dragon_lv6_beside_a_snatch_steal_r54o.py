"""Horus the Black Flame Dragon LV6 (11224103) shields itself alone: a Spell's effect on another
monster applies as usual while Horus LV6 is on the field.

Sources: the card's text (unaffected by Spell effects: its own shield, nothing said of the other
monsters); seed 000 §裝備魔法 and the Imperial Order rulings, as tests/engine/
test_bound_controls_skip.py reads them: a Snatch Steal equipped under Imperial Order takes its
monster once Imperial Order has left the field; Change of Heart's, Shrink's, Creature Swap's
and Foolish Burial's texts; yugioh-wiki.net 《光の護封剣》
(Swords of Revealing Light stops every monster's attack but one unaffected by Spell effects).
Round 54o: the duel's tag tests beside engine/unaffected.py's hooks (actions.py `take_control`,
`_bound_controls`, `_barred_from_attacking`, `start_lasting`, `swap_control`; unaffected.py
`affected`)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV6 = "Horus the Black Flame Dragon LV6"


def test_snatch_steal_under_imperial_order_takes_its_monster_once_the_order_is_gone_beside_horus_lv6():
    """Q: my opponent controls Horus LV6 and Battle Ox. I equip Battle Ox with Snatch Steal;
    my opponent chains Imperial Order, so the Steal is equipped with its control negated. I then
    destroy Imperial Order with Dust Tornado. A: Snatch Steal now applies: I control Battle Ox;
    Horus LV6 (not the equipped monster) stays my opponent's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, LV6)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", ox)
    s.pick("activate", "Imperial Order", player=1)
    s.pick("pass", player=0, request="chain")
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", LV6] and field_monsters(duel, 0) == []
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == [LV6]


def test_change_of_heart_takes_the_monster_beside_horus_lv6():
    """Q: my opponent controls Horus LV6 and Battle Ox; I activate Change of Heart on Battle Ox.
    A: I control Battle Ox until the End Phase (Horus's shield is its own); Horus stays my
    opponent's; at the end of the turn Battle Ox goes back."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, LV6)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", ox)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == [LV6]
    s.end_turn()
    assert duel.turn == 4 and sorted(field_monsters(duel, 1)) == ["Battle Ox", LV6]


def test_under_swords_of_revealing_light_horus_lv6_can_attack_and_the_monster_beside_it_cannot():
    """Q: my opponent's Swords of Revealing Light is face-up; I control Horus LV6 and Battle Ox.
    Which of my monsters can declare an attack? A: Horus LV6 alone (yugioh-wiki 《光の護封剣》:
    every monster but one unaffected by Spell effects is stopped); the engine's `can_attack`
    and the Battle Step menu agree."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    horus = table.monster(0, LV6)
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.can_attack(horus.card(duel)) and not duel.can_attack(ox.card(duel))
    assert s.has("attack", LV6, target="Celtic Guardian") and not s.has("attack", "Battle Ox")


def test_shrink_halves_the_monster_beside_horus_lv6():
    """Q: my opponent controls Horus LV6 and Battle Ox (1700); I Shrink Battle Ox. A: Battle
    Ox's ATK becomes 850 for the turn (Shrink's lasting change starts on it); Horus stays 2300."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    horus = table.monster(1, LV6)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Shrink")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Shrink")
    s.pick("target", ox)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.atk(ox.card(duel)) == 850 and duel.atk(horus.card(duel)) == 2300
    assert grave(duel, 0) == ["Shrink"]


def test_creature_swap_of_two_other_monsters_beside_horus_lv6():
    """Q: my opponent controls Horus LV6 and Celtic Guardian; I control Battle Ox. I activate
    Creature Swap; I choose Battle Ox, my opponent Celtic Guardian. A: the two switch control
    (Horus, not chosen, is not concerned); Horus stays my opponent's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    horus = table.monster(1, LV6)
    guardian = table.monster(1, "Celtic Guardian")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Creature Swap")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    while duel.request.kind == "select":
        if s.has("select", "Celtic Guardian"):
            s.pick("select", "Celtic Guardian")
        else:
            s.pick("select", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert guardian.card(duel).controller == 0 and ox.card(duel).controller == 1
    assert horus.card(duel).controller == 1 and grave(duel, 0) == ["Creature Swap"]


def test_foolish_burial_sends_its_monster_with_horus_lv6_on_the_field():
    """Q: I control Horus LV6 and activate Foolish Burial, choosing Battle Ox from my Deck. A:
    Battle Ox goes to my GY (Horus's shield concerns Horus alone)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, LV6)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    while duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, first=True)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Foolish Burial"] and len(duel.players[0].deck) == 2


def test_creature_swap_choosing_my_own_horus_lv6_moves_neither_monster():
    """Q: I control Horus LV6, my opponent Battle Ox; I activate Creature Swap and choose my
    Horus, my opponent chooses Battle Ox. A: the exchange does not apply to Horus, so neither
    monster changes control (the r54e ruling, yugioh-hack.com on Creature Swap and a monster
    unaffected by Spells, with the unaffected monster on the activator's side)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    horus = table.monster(0, LV6)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Creature Swap")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert horus.card(duel).controller == 0 and ox.card(duel).controller == 1
    assert grave(duel, 0) == ["Creature Swap"]
