"""Watapon (87774234) and a hand shuffle (round 59b): the engine gives every card of a hand a new uid
when a card the opponent saw joins it (a hand shuffle); no card moved, and Watapon's effect goes on.

Sources, in our words: today's text (OCG ワタポン, yugioh-wiki.net: "if this card is added from your
Deck to your hand by a card effect, you can Special Summon it": an "if", it never misses the timing);
seed 000 §效果分類 誘發效果 (only a card that went to a hidden place since its moment loses its trigger:
one that stays in the hand has gone nowhere). The searcher is a stand-in Trap (Dust Tornado, "add 1
monster with 1500 or less ATK from your Deck to your hand"): no scripted card adds Watapon without
locking its name under today's rules (Sangan, Witch of the Black Forest), see
tests/rules/test_a_pending_hand_trigger_across_a_hand_shuffle_r59b.py."""

from duelist.cards import kit
from duelist.cards.common import activate
from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

WP = "Watapon"
NORMALS = ["Mystical Elf", "Celtic Guardian", "Beaver Warrior", "Giant Soldier of Stone", "Dark Magician"]


def _search_weak_monster(ctx):
    yield from kit.search_deck(ctx, lambda c: c.data.is_monster and (c.data.atk or 0) <= 1500,
                               "Add a monster with 1500 or less ATK")


def _chain_names(duel, start):
    return [(e["link"], e["name"]) for e in of_type(duel, "chain", start)]


def test_watapon_activated_then_backup_soldier_chained_still_summons_it(monkeypatch):
    """Q: A Trap of mine adds Watapon from my Deck to my hand; I activate Watapon's effect (Chain Link
    1) and chain Backup Soldier, which adds 3 Normal Monsters from my GY to my hand (shown: my hand is
    shuffled). A: Watapon stayed in my hand all along: its effect resolves and Special Summons it; the
    three monsters stay in my hand."""
    stand_in(monkeypatch, "Dust Tornado", [activate(_search_weak_monster)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Backup Soldier")
    table.grave(0, *NORMALS)
    table.deck(0, [WP, "Battle Ox", "Giant Rat"])
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dust Tornado")
    for _ in range(40):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain" and r.player == 0 and _chain_names(duel, start)[-1:] == [(1, WP)] \
                and s.has("activate", "Backup Soldier"):
            s.pick("activate", "Backup Soldier", player=0)
        elif r.kind == "chain":
            s.pick("pass", player=r.player)
        elif r.kind == "select" and s.has("select", WP):
            s.pick("select", WP)
        elif r.kind == "yes_no":
            s.pick("yes", player=r.player)
        else:
            s.answer(r.options[0])
    assert _chain_names(duel, start) == [(1, "Dust Tornado"), (1, WP), (2, "Backup Soldier")]
    assert of_type(duel, "shuffle_hand", start)
    assert field_monsters(duel, 0) == [WP]
    assert sorted(hand(duel, 0)) == ["Beaver Warrior", "Celtic Guardian", "Mystical Elf"]
