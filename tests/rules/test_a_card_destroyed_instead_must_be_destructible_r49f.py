"""A replacement effect that destroys another card instead can only pick a card that can be
destroyed: a monster that cannot be destroyed by card effects is no card to destroy instead
(destruction replacements: seed 001 §永續效果, applied in the middle of the destroying effect; Proxy
Dragon's rulings, yugipedia "Card Rulings:Proxy Dragon": the monster destroyed instead is
destroyed by Proxy Dragon's effect, so one that effect cannot destroy cannot be chosen).

No card of the pool that Proxy Dragon can point to is safe from a monster's effect (Exodia
Necross resists only Spells and Traps): Battle Ox stands in with "cannot be destroyed by card
effects". Player 1's Mystical Space Typhoon destroys player 0's Set Mirror Force; player 0's
Proxy Dragon (MR5, Main Monster Zone 2) points to Battle Ox (zone 1) and Mystical Elf (zone 3).
Round 49f: destruction.py `_replacements` without its `_indestructible` test for the card
destroyed instead."""

from duelist.cards.common import CONTINUOUS, Effect
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _battle_ox_cannot_be_destroyed_by_card_effects(monkeypatch):
    stand_in(monkeypatch, "Battle Ox", [
        Effect(CONTINUOUS, tag="effect_indestructible", affects=lambda ctx, card: card is ctx.card,
               label="cannot be destroyed by card effects")])


def _typhoon_on_mirror_force(beside):
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Battle Ox", zone=0)
    if beside:
        table.monster(0, "Mystical Elf", zone=2)
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", force, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_proxy_dragon_pointing_only_to_an_indestructible_monster_is_not_asked(monkeypatch):
    _battle_ox_cannot_be_destroyed_by_card_effects(monkeypatch)
    duel, s = _typhoon_on_mirror_force(beside=False)
    s.expect(request="idle", player=1)
    assert grave(duel, 0) == ["Mirror Force"]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Proxy Dragon"]


def test_proxy_dragon_destroys_the_destructible_one_of_the_two_it_points_to(monkeypatch):
    """Only Mystical Elf may be destroyed instead: asked yes, it is destroyed, with no choice."""
    _battle_ox_cannot_be_destroyed_by_card_effects(monkeypatch)
    duel, s = _typhoon_on_mirror_force(beside=True)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Mystical Elf"]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Proxy Dragon"]
